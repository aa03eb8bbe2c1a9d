import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { readOrganizationCatalogue } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { db } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { type ImportOptions, importCatalogue, importFromSource } from '#shared/use-cases/import/import.ts';
import { sourceOfValue } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';

/**
 * The import reads its file in passes and writes it a chunk of records at a time, its journal
 * keeping where it stands (docs/import-jobs.md, "Memory"). Small chunks here stand for the 1,000
 * records of a real one: the result is the one of an import in one chunk, whether the run goes
 * through, pauses at every chunk, or dies in the middle of one and is run again.
 */

const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A generated catalogue under fresh ids (ids are the service's, for ever: no two tests may share one), and the map back. */
const aGeneratedFile = (records: number, seed: number) => {
  const organizationId = 'c0000000-0000-4000-8000-000000000001';
  const user = {
    id: 'c1000000-0000-4000-8000-000000000001',
    firstName: 'Chunk',
    lastName: 'Tester',
    email: 'chunks@example.com',
    role: 'admin' as const,
  };
  const file = generateCatalogue({
    organization: { id: organizationId, name: 'Chunks' },
    users: [user],
    records,
    seed,
  });
  const fresh = new Map<string, string>();
  const text = JSON.stringify(file).replace(uuids, (id) => {
    if (!fresh.has(id)) fresh.set(id, randomUUID());
    return fresh.get(id)!;
  });
  const back = new Map([...fresh].map(([from, to]) => [to, from]));
  // E-mails are unique across the service too.
  const unique = JSON.parse(text.replace('chunks@example.com', `${fresh.get(organizationId)}@example.com`));
  return { file: unique as typeof file, organizationId: fresh.get(organizationId)!, back };
};

/** Two copies of one generated catalogue, under ids of their own. */
const twoCopies = (records: number) => {
  const seed = Math.floor(Math.random() * 1e6);
  return [aGeneratedFile(records, seed), aGeneratedFile(records, seed)] as const;
};

const at = new Date('2026-03-01T10:00:00.000Z');

/** The organization's catalogue items with its ids mapped back to the generated ones, sorted: what two copies compare by. */
const catalogueOf = async ({ organizationId, back }: ReturnType<typeof aGeneratedFile>) => {
  const items = await readOrganizationCatalogue(organizationId);
  const text = JSON.stringify(items.map(({ lastImport: _run, ...item }) => item)).replace(
    uuids,
    (id) => back.get(id) ?? id,
  );
  return (JSON.parse(text) as Record<string, unknown>[])
    .map((item) => (item.itemType === itemTypes.catalogueWordBlock ? sortedEntries(item) : item))
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
};

const sortedEntries = (item: Record<string, unknown>): Record<string, unknown> => ({
  ...item,
  entries: [...(item.entries as string[])].sort(),
});

/** Runs the import step after step (each a new read of the file) until it ends; answers the result and the steps. */
const importInSteps = async (file: unknown, options: ImportOptions) => {
  for (let steps = 1; ; steps += 1) {
    const source = sourceOfValue(file);
    const outcome = await importFromSource(source, await source.outline(), options);
    if (!('paused' in outcome)) return { outcome, steps };
  }
};

afterEach(() => vi.restoreAllMocks());

describe('an import written a chunk at a time', () => {
  it('stores what an import in one chunk stores, its derived items in step', async () => {
    const [whole, chunked] = twoCopies(90);
    expect(await importCatalogue(whole.file, { now: at })).toMatchObject({
      ok: true,
      records: whole.file.records.length,
    });
    expect(await importCatalogue(chunked.file, { now: at, chunkSize: 7 })).toMatchObject({
      ok: true,
      records: whole.file.records.length,
    });
    expect(await catalogueOf(chunked)).toEqual(await catalogueOf(whole));
    expect((await checkDerivedItems(chunked.organizationId)).drifts).toEqual([]);
  });

  it('is taken up where it paused, one chunk a step, to the same end', async () => {
    const [whole, stepped] = twoCopies(40);
    await importCatalogue(whole.file, { now: at });
    const { outcome, steps } = await importInSteps(stepped.file, { now: at, chunkSize: 6, shouldPause: () => true });
    expect(outcome).toMatchObject({ ok: true, records: whole.file.records.length });
    // Claims: the envelope and 7 chunks; records: the users and 7 chunks; then the sections.
    expect(steps).toBeGreaterThanOrEqual(16);
    expect(await catalogueOf(stepped)).toEqual(await catalogueOf(whole));
    expect((await checkDerivedItems(stepped.organizationId)).drifts).toEqual([]);
  });

  it('loses and doubles nothing when a step dies in the middle of a chunk and is run again', async () => {
    const [whole, killed] = twoCopies(60);
    await importCatalogue(whole.file, { now: at });
    const send = db().send.bind(db());
    let recordBatches = 0;
    vi.spyOn(db(), 'send').mockImplementation((async (command: unknown) => {
      const holdsRecords =
        command instanceof BatchWriteCommand &&
        Object.values(command.input.RequestItems ?? {}).some((requests) =>
          requests.some((request) => request.PutRequest?.Item?.itemType === itemTypes.catalogueRecord),
        );
      if (holdsRecords && ++recordBatches === 3)
        throw Object.assign(new Error('the step died'), { name: 'InternalError' });
      return send(command as never);
    }) as never);
    await expect(importCatalogue(killed.file, { now: at, chunkSize: 9 })).rejects.toThrow(/the step died/);
    vi.restoreAllMocks();
    expect(await importCatalogue(killed.file, { now: at, chunkSize: 9 })).toMatchObject({
      ok: true,
      records: whole.file.records.length,
    });
    expect(await catalogueOf(killed)).toEqual(await catalogueOf(whole));
    expect((await checkDerivedItems(killed.organizationId)).drifts).toEqual([]);
  });

  it('writes nothing of a file whose problems are in its last chunks, and lists every one', async () => {
    const { file, organizationId } = aGeneratedFile(50, 3);
    const records = file.records as Record<string, unknown>[];
    records[2] = { ...records[2], colour: 'red' };
    records[48] = { ...records[48], colour: 'blue' };
    const result = await importCatalogue(file, { chunkSize: 5 });
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.errors.map((error) => [error.recordIndex, error.rule])).toEqual([
      [2, 'unknown_property'],
      [48, 'unknown_property'],
    ]);
    expect(await findOrganization(organizationId)).toBeUndefined();
  });

  it('lists the first problems of a file full of them, and counts them all', async () => {
    const { file } = aGeneratedFile(30, 4);
    const records = (file.records as Record<string, unknown>[]).map((record) => ({ ...record, kind: 'nonsense' }));
    const result = await importCatalogue({ ...file, records }, { chunkSize: 4, maxErrors: 10 });
    expect(result).toMatchObject({ ok: false, errorCount: records.length });
    expect(result.ok === false && result.errors.map((error) => error.recordIndex)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
