import { describe, expect, it } from 'vitest';
import { eventConsumers, type Grants, httpOperations, operatorCommands } from '#functions/operations.ts';
import { type CalledActions, calledActions } from '#test/support/called-actions.ts';
import { bucketGrantMismatch, keySources } from '#test/support/storage-areas.ts';
import { actionsOf, buildTestApp, eventSourceActions, ownActions, streamReads } from './fixture.ts';

/**
 * Every function's IAM actions are the requests its code sends: read from its bundle
 * (test/support/called-actions.ts) and compared with the synthesized policies both ways. Missing,
 * the function would fail in AWS; extra, it could do what no code path asks for. An SDK name the
 * analysis cannot map to requests (a paginator or waiter of an unnamed command, an aggregated
 * client, lib-storage's Upload) fails it.
 *
 * Its bucket grant names exactly the parts of the bucket its code reaches
 * (test/support/storage-areas.ts): those of the `storageKeys` builders it calls and the
 * `storageAreas` it names, and those of the stored keys it reads back. A stored key is one an item
 * keeps in its `storageKey` attribute, built earlier by whichever function wrote the item; the code
 * that reads it cannot tell which builder that was. The rule: every module of ours that hands an
 * object key to S3 (sends or presigns an S3 request, or calls a module that takes its keys from its
 * callers) is named in `keySources` as building its keys, taking them from its callers, or reading
 * stored keys of the parts named there: the parts the builders of every writer of that item put
 * them in. A module not named, or said to build keys but calling no builder, fails the analysis.
 */
const { api: stack } = buildTestApp();

interface Row {
  name: string;
  entry: string;
  grants: Grants;
  source?: RegExp;
}
const rows: Row[] = [
  ...httpOperations.map(({ operationId, entry, grants }) => ({ name: operationId, entry, grants })),
  ...eventConsumers.map(({ name, entry, grants, source }) => ({
    name,
    entry,
    grants,
    source: eventSourceActions[source],
  })),
  ...operatorCommands.map(({ name, entry, grants }) => ({ name, entry, grants })),
];

const analyses = new Map<string, Promise<CalledActions>>();
const calledBy = (entry: string) => {
  if (!analyses.has(entry)) analyses.set(entry, calledActions(entry));
  return analyses.get(entry)!;
};

const functionOf = (name: string) => stack.functions.get(name)!;

describe('the actions each function may call', () => {
  it.each(rows)(
    'are those $name calls, no more and no fewer',
    { timeout: 120_000 },
    async ({ name, entry, grants, source }) => {
      const called = await calledBy(entry);
      expect(ownActions(stack, functionOf(name), source)).toEqual(
        [...new Set([...called.actions, ...called.callerActions])].sort(),
      );
      // The table grant names the requests beyond reading the caller; the callers grant is there when the caller is read.
      expect((grants.table ?? []).map((action) => `dynamodb:${action}`).sort()).toEqual(
        called.actions.filter((action) => action.startsWith('dynamodb:')),
      );
      expect(grants.callers === 'read').toBe(called.callerActions.length > 0);
    },
  );

  const everyAction = rows.flatMap(({ name }) =>
    actionsOf(stack, functionOf(name)).map((action) => ({ name, action })),
  );

  it('name no wildcard action and no Scan', () => {
    expect(everyAction.filter(({ action }) => action.includes('*') || action === 'dynamodb:Scan')).toEqual([]);
  });

  it('let no function delete object versions or change their retention or legal hold', () => {
    expect(
      everyAction.filter(({ action }) =>
        /^s3:(DeleteObjectVersion|PutObjectRetention|PutObjectLegalHold|Bypass)/.test(action),
      ),
    ).toEqual([]);
  });

  it("leave the table's change stream to the outbox relay, which its event source reads", () => {
    const streamReaders = new Set(everyAction.filter(({ action }) => streamReads.test(action)).map(({ name }) => name));
    expect([...streamReaders]).toEqual(
      eventConsumers.filter(({ source }) => source === 'tableStream').map(({ name }) => name),
    );
  });
});

describe('the parts of the bucket each function reaches', () => {
  it.each(rows)('are those $name is granted, no more and no fewer', { timeout: 120_000 }, async ({ entry, grants }) => {
    expect(bucketGrantMismatch(grants.bucket, (await calledBy(entry)).areas)).toEqual({ unreached: [], ungranted: [] });
  });

  it('leave no row of keySources unused: each names a module that hands keys to S3', { timeout: 600_000 }, async () => {
    const analysed = await Promise.all(rows.map(({ entry }) => calledBy(entry)));
    const keyUsers = new Set(analysed.flatMap(({ keyUsers }) => keyUsers));
    expect(Object.keys(keySources).filter((module) => !keyUsers.has(module))).toEqual([]);
  });
});
