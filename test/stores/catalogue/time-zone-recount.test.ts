import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { call } from '#test/support/api.ts';
import { anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';

const monthsOf = async (organizationId: string) => {
  const { Item = {} } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: catalogueKeys.monthCounter(organizationId, 'anomaly', 'live', '*', '*'),
    }),
  );
  return Object.fromEntries(Object.entries(Item).filter(([name]) => name.startsWith('m:')));
};

describe('month counters follow the organization time zone', () => {
  // 23:30 UTC on 31 January is already 1 February in Paris.
  const anomaly = () => aRecord('anomaly', { status: 'open', detectedAt: '2026-01-31T23:30:00.000Z' });

  it('are recounted when operation 4 changes the time zone', async () => {
    const org = await anImportedOrganization('ad', { records: [anomaly()] });
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-02': 1 });
    const { status } = await call('PATCH', `/bo/organizations/v1/ad/${org.id}`, {
      as: demoIds.backOfficeAdmin,
      body: { timezone: 'UTC' },
    });
    expect(status).toBe(200);
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-01': 1 });
  });

  it('are recounted by the next import when operation 4 could not recount (another writer held the catalogue)', async () => {
    const org = await anImportedOrganization('ad', { records: [anomaly()] });
    let release = () => {};
    const held = withWriterLease(org.id, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { status } = await call('PATCH', `/bo/organizations/v1/ad/${org.id}`, {
      as: demoIds.backOfficeAdmin,
      body: { timezone: 'UTC' },
    });
    expect(status).toBe(200);
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-02': 1 });
    release();
    await held;
    await importInto(org.id, { records: [aRecord('unit')] }, 'ad');
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-01': 1 });
  });

  it('are recounted when an import changes the time zone, for kinds the file does not hold too', async () => {
    const org = await anImportedOrganization('rs', { records: [anomaly()] });
    await importInto(org.id, { records: [aRecord('unit')] });
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-02': 1 });
    const { importCatalogue } = await import('#shared/use-cases/import/import.ts');
    const result = await importCatalogue({
      format: 'catalogue/v2',
      organization: {
        id: org.id,
        type: 'rs',
        name: 'Test organization',
        language: 'fr-FR',
        timezone: 'America/New_York',
      },
      records: [aRecord('unit')],
    });
    expect(result.ok).toBe(true);
    expect(await monthsOf(org.id)).toEqual({ 'm:2026-01': 1 });
  });
});
