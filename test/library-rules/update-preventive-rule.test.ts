import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../shared/db/client.ts';
import { HttpError } from '../../shared/http/errors.ts';
import { commitRuleUpdate, findPreventiveRule } from '../../shared/library-rules/library-repository.ts';
import { updatePreventiveRule } from '../../shared/library-rules/update-preventive-rule.ts';
import { aPreventiveRule } from '../support/library-fixtures.ts';

/**
 * Another back-office user saves the rule at the moment this update is about to write: the real
 * table decides, through the update's version condition.
 */
const beforeEachWrite = (act: (attempt: number) => Promise<void>) => {
  const client = db();
  const send = client.send.bind(client);
  let attempt = 0;
  let acting = false;
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof UpdateCommand && !acting) {
      acting = true;
      await act((attempt += 1));
      acting = false;
    }
    return send(command as never);
  }) as never);
};

const otherWriter = (ruleId: string, description: string) => async () => {
  const rule = (await findPreventiveRule(ruleId))!;
  await commitRuleUpdate({ ruleId, changes: { description }, expectedVersion: rule.version, byUserId: randomUUID(), at: new Date().toISOString() });
};

afterEach(() => vi.restoreAllMocks());

describe('updating a preventive rule while others write', () => {
  it('answers 409 to an If-Match client when another update lands between its checks and its write, keeping the other update', async () => {
    const rule = await aPreventiveRule();
    beforeEachWrite(otherWriter(rule.id, 'theirs'));
    const error = await updatePreventiveRule({ ruleId: rule.id, changes: { name: 'mine' }, ifMatch: 1, byUserId: randomUUID() }).catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).details).toEqual({ currentVersion: 2 });
    expect(await findPreventiveRule(rule.id)).toMatchObject({ name: rule.name, description: 'theirs', version: 2 });
  });

  it('applies a client without If-Match on top of the other update', async () => {
    const rule = await aPreventiveRule();
    beforeEachWrite(async (attempt) => {
      if (attempt === 1) await otherWriter(rule.id, 'theirs')();
    });
    const result = await updatePreventiveRule({ ruleId: rule.id, changes: { name: 'mine' }, ifMatch: undefined, byUserId: randomUUID() });
    expect(result).toEqual({ id: rule.id, version: 3 });
    expect(await findPreventiveRule(rule.id)).toMatchObject({ name: 'mine', description: 'theirs', version: 3 });
  });

  it('gives up with 409 when every attempt loses', async () => {
    const rule = await aPreventiveRule();
    beforeEachWrite(async (attempt) => otherWriter(rule.id, `theirs ${attempt}`)());
    const error = await updatePreventiveRule({ ruleId: rule.id, changes: { name: 'mine' }, ifMatch: undefined, byUserId: randomUUID() }).catch((e: HttpError) => e);
    expect((error as HttpError).status).toBe(409);
    expect(await findPreventiveRule(rule.id)).toMatchObject({ name: rule.name, description: 'theirs 3', version: 4 });
  });

  it('answers 404 when the rule is gone', async () => {
    const error = await updatePreventiveRule({ ruleId: randomUUID(), changes: { name: 'x' }, ifMatch: 1, byUserId: randomUUID() }).catch((e: HttpError) => e);
    expect((error as HttpError).status).toBe(404);
  });
});
