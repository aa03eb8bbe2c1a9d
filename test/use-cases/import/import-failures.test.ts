import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3 } from '#shared/stores/aws/s3.ts';
import { findRecord } from '#shared/stores/catalogue/record-repository.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { ImportStepError } from '#shared/use-cases/import/import-step.ts';
import { aFile, anImportedOrganization, aRecord } from '#test/support/catalogue-fixtures.ts';

/**
 * Faults a local stack cannot produce (a bucket refusing a file, DynamoDB failing part-way), injected
 * into the SDK: the import says which step failed and whether anything was written, and a re-run
 * finishes the job with no derived item out of step.
 */
/** Fails the `after`+1-th command the predicate picks (and `times` - 1 more), passing every other one through. */
const failing = (
  client: { send: (command: never) => Promise<unknown> },
  picks: (command: unknown) => boolean,
  times: number,
  after = 0,
) => {
  const send = client.send.bind(client);
  let left = times;
  let passed = 0;
  return vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (picks(command) && passed++ >= after && left > 0) {
      left -= 1;
      throw Object.assign(new Error('injected fault'), { name: 'InternalError' });
    }
    return send(command as never);
  }) as never);
};

const isA =
  (type: abstract new (...args: never[]) => unknown) =>
  (command: unknown): boolean =>
    command instanceof type;

/** A batch that puts items of this type. */
const writes =
  (itemType: string) =>
  (command: unknown): boolean =>
    command instanceof BatchWriteCommand &&
    Object.values(command.input.RequestItems ?? {}).some((requests) =>
      requests.some((request) => request.PutRequest?.Item?.itemType === itemType),
    );

/** A batch that holds record items, not only derived ones. */
const writesRecords = writes(itemTypes.catalogueRecord);

const organization = (id: string) => ({
  id,
  type: 'rs',
  name: 'Test organization',
  language: 'fr-FR',
  timezone: 'Europe/Paris',
});

afterEach(() => vi.restoreAllMocks());

describe('an import that fails part-way', () => {
  it('leaves a new organization unwritten when the bucket refuses a file', async () => {
    failing(s3(), isA(PutObjectCommand), 1);
    const id = crypto.randomUUID();
    const file = {
      format: 'catalogue/v2',
      organization: organization(id),
      records: [aRecord('document', { file: aFile('Big.pdf', `big ${id}`, 'application/pdf') })],
    };
    const failure = await importCatalogue(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportStepError);
    expect(failure).toMatchObject({ step: 'storing files', wroteItems: false });
    expect((failure as Error).message).toMatch(/^failed while storing files: InternalError: injected fault$/);
    expect(await findOrganization(id)).toBeUndefined();
    vi.restoreAllMocks();
    await expect(importCatalogue(file)).resolves.toMatchObject({ ok: true });
  });

  it('leaves an existing organization as it was when the bucket refuses a file', async () => {
    const unit = aRecord('unit');
    const org = await anImportedOrganization('rs', { records: [unit] });
    failing(s3(), isA(PutObjectCommand), 1);
    const failure = await importCatalogue({
      format: 'catalogue/v2',
      organization: organization(org.id),
      records: [{ ...unit, title: 'Renamed' }, aRecord('document', { file: aFile('r.txt', `document ${org.id}`) })],
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ step: 'storing files', wroteItems: false });
    expect(await findRecord(org.id, unit.id, 'unit')).toMatchObject({ title: unit.title });
  });

  it.each([
    // Counters and words go side by side: failing on either, the re-run must not count again what it counted.
    ['a counter', writes(itemTypes.catalogueCounter), 0, 'counting'],
    ['a word', writes(itemTypes.catalogueWordBlock), 0, 'counting'],
    ['the first records', writesRecords, 0, 'writing records'],
    ['the last records', writesRecords, 3, 'writing records'],
  ] as const)(
    'names the step when DynamoDB fails on %s, and a re-run finishes with nothing out of step',
    async (_, picks, after, step) => {
      const org = await anImportedOrganization('rs');
      const records = Array.from({ length: 120 }, (_, index) => aRecord('unit', { title: `Unit ${index} ${org.id}` }));
      const file = { format: 'catalogue/v2', organization: organization(org.id), records };
      failing(db(), picks, 1, after);
      const failure = await importCatalogue(file).catch((error: unknown) => error);
      expect(failure).toMatchObject({ step, wroteItems: true });
      vi.restoreAllMocks();
      await expect(importCatalogue(file)).resolves.toMatchObject({ ok: true, records: 120 });
      const check = await withWriterLease(org.id, () => checkDerivedItems(org.id));
      expect(check.drifts).toEqual([]);
    },
  );

  it('refuses another file until an unfinished import is finished by running its file again', async () => {
    const org = await anImportedOrganization('rs');
    const records = Array.from({ length: 60 }, (_, index) => aRecord('unit', { title: `Unit ${index} ${org.id}` }));
    const unfinished = { format: 'catalogue/v2', organization: organization(org.id), records };
    failing(db(), writesRecords, 1, 1);
    const failure = await importCatalogue(unfinished).catch((error: unknown) => error);
    expect(failure).toMatchObject({ step: 'writing records' });
    vi.restoreAllMocks();
    const other = {
      format: 'catalogue/v2',
      organization: organization(org.id),
      records: [aRecord('provider', { status: 'active' })],
    };
    expect(await importCatalogue(other)).toMatchObject({
      ok: false,
      errors: [{ field: 'organization.id', rule: 'unfinished_import' }],
    });
    expect(await importCatalogue(unfinished)).toMatchObject({ ok: true });
    expect(await importCatalogue(other)).toMatchObject({ ok: true });
    const check = await withWriterLease(org.id, () => checkDerivedItems(org.id));
    expect(check.drifts).toEqual([]);
  });
});
