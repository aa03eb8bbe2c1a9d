import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { catalogueKeys, fileKeys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { call } from '#test/support/api.ts';
import { aFile, anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';

const check = (organizationId: string) => withWriterLease(organizationId, () => checkDerivedItems(organizationId));

describe('checking derived items against the records (npm run check-indexes)', () => {
  it('finds a counter, a list entry and a relation entry that drifted, and a stray entry', async () => {
    const unit = aRecord('unit');
    const work = aRecord('building_work', { status: 'pending', unitIds: [unit.id] });
    const commission = aRecord('commission', {
      status: 'held',
      heldAt: '2026-01-01T00:00:00.000Z',
      buildingWorkId: work.id,
      unitIds: [unit.id],
    });
    const org = await anImportedOrganization('rs', { records: [unit, work, commission] });
    expect((await check(org.id)).drifts).toEqual([]);

    const counter = catalogueKeys.counter(org.id, 'commission', 'live', '*', '*');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counter,
        UpdateExpression: 'ADD n :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const entry = {
      PK: catalogueKeys.list(org.id, 'commission', 'live', 'unit', unit.id),
      SK: catalogueKeys.listEntry('held', '2026-01-01T00:00:00.000Z', commission.id),
    };
    await db().send(new DeleteCommand({ TableName: tableName(), Key: entry }));
    // A partition the projection does write (the work's relations), under a sort key no version of the commission has.
    const stray = catalogueKeys.related(org.id, work.id, 'commission', `held#2026#${commission.id}`);
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...stray, itemType: 'catalogueRelation', kind: 'commission', id: commission.id },
      }),
    );

    const { drifts } = await check(org.id);
    expect(drifts.map(({ problem, PK, SK }) => ({ problem, PK, SK }))).toEqual(
      expect.arrayContaining([
        { problem: 'different', ...counter },
        { problem: 'missing', ...entry },
        { problem: 'extra', ...stray },
      ]),
    );
    expect(drifts).toHaveLength(3);
  });

  it('finds nothing after concurrent imports of the same records, replacements, moves between building works and deletions', async () => {
    const org = await anImportedOrganization();
    const units = [aRecord('unit'), aRecord('unit'), aRecord('unit')];
    const works = [aRecord('building_work', { status: 'pending' }), aRecord('building_work', { status: 'approved' })];
    const label = { id: randomUUID(), name: 'Docs', color: '#123456', type: 'document' };
    const documents = Array.from({ length: 6 }, (_, index) =>
      aRecord('document', {
        buildingWorkId: works[index % 2]!.id,
        unitIds: [units[index % 3]!.id],
        file: aFile(`d${index}.txt`, `document ${index}`),
      }),
    );
    await importInto(org.id, { records: [...units, ...works, ...documents], labels: [label] });
    const statuses = ['pending', 'approved', 'partially_received', 'received', 'rejected'];
    const writers = Array.from({ length: 8 }, (_, writer) =>
      (async () => {
        for (let change = 0; change < 5; change += 1) {
          const n = writer * 5 + change;
          const document = documents[n % documents.length]!;
          await importInto(org.id, {
            records: [
              { ...works[n % 2]!, status: statuses[n % statuses.length], unitIds: [units[n % 3]!.id] },
              {
                ...document,
                buildingWorkId: works[(n + 1) % 2]!.id,
                unitIds: [units[(n + writer) % 3]!.id],
                labelIds: n % 3 ? [label.id] : [],
                ...(n % 7 === 6 && { deletedAt: '2026-02-01T00:00:00.000Z' }),
                ...(n % 7 === 0 && { deletedAt: null }),
              },
            ],
          });
        }
      })(),
    );
    const replacements = documents.slice(0, 3).map((document) =>
      call('POST', `/rs/documents/v1/${document.id}/replace`, {
        as: org.admin,
        body: { name: 'new.pdf', mimeType: 'application/pdf', size: 10 },
      }),
    );
    await Promise.all([...writers, ...replacements]);
    expect((await check(org.id)).drifts).toEqual([]);
  });

  it('changes nothing when the same import is delivered twice (a retried writer)', async () => {
    const at = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
    const unit = aRecord('unit', at);
    const work = aRecord('building_work', { ...at, status: 'approved', unitIds: [unit.id] });
    const records = [
      unit,
      work,
      aRecord('commission', {
        ...at,
        status: 'held',
        heldAt: '2026-01-01T00:00:00.000Z',
        buildingWorkId: work.id,
        unitIds: [unit.id],
      }),
    ];
    const org = await anImportedOrganization('rs', { records });
    const snapshot = async () => {
      const { readOrganizationCatalogue } = await import('#shared/stores/catalogue/catalogue-partitions.ts');
      const byKey = (item: Record<string, unknown>) => `${item.PK as string}|${item.SK as string}`;
      return (await readOrganizationCatalogue(org.id)).sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1));
    };
    const once = await snapshot();
    await importInto(org.id, { records });
    const twice = await snapshot();
    expect(twice.length).toBe(once.length);
    expect(sameValue(twice, once)).toBe(true);
    expect((await check(org.id)).drifts).toEqual([]);
  });

  it('finds nothing in the demo organizations, whatever the other tests imported into them meanwhile', async () => {
    for (const organizationId of [demoIds.rsOrganization, demoIds.adOrganization]) {
      expect((await check(organizationId)).drifts, organizationId).toEqual([]);
    }
  });

  it('reads the organization by key, never the table, and checks document versions against fileVersion', async () => {
    const document = aRecord('document', { file: aFile('v1.txt', 'first') });
    const org = await anImportedOrganization('rs', { records: [document] });
    await importInto(org.id, { records: [{ ...document, file: aFile('v2.txt', 'second') }] });
    await importInto(org.id, { records: [{ ...document, file: aFile('v3.txt', 'third') }] });
    const send = vi.spyOn(db(), 'send');
    expect((await check(org.id)).drifts).toEqual([]);
    expect(send.mock.calls.filter(([command]) => command instanceof ScanCommand)).toEqual([]);
    send.mockRestore();

    const version = (n: number) => fileKeys.documentVersion(org.id, document.id, n);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: version(1) }));
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...version(7), itemType: 'documentVersion', documentId: document.id, version: 7 },
      }),
    );
    const { drifts } = await check(org.id);
    expect(drifts.map(({ problem, PK, SK }) => ({ problem, PK, SK }))).toEqual([
      { problem: 'missing', ...version(1) },
      { problem: 'extra', ...version(7) },
    ]);
  });
});
