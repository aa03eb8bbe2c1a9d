import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import { commitRuleUpdate, findPreventiveRule } from '#shared/stores/library-rules/library-repository.ts';
import { updatePreventiveRule } from '#shared/use-cases/library-rules/update-preventive-rule.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import type { PreventiveRuleChanges } from '#shared/vocabulary/library-rules/preventive-rule.ts';
import { aLibraryInstallation, aPreventiveRule } from '#test/support/library-fixtures.ts';

/**
 * Another back-office user saves the rule at the moment this update is about to write: the real
 * table decides, through the update's conditions.
 */
const beforeTheWrite = (act: () => Promise<void>) => {
  const client = db();
  const send = client.send.bind(client);
  let acted = false;
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof UpdateCommand && !acted) {
      acted = true;
      await act();
    }
    return send(command as never);
  }) as never);
};

const otherWriter = (ruleId: string, changes: PreventiveRuleChanges) => async () => {
  await commitRuleUpdate({ ruleId, changes, ifMatch: undefined, byUserId: randomUUID(), at: new Date().toISOString() });
};

const refusal = (update: Promise<unknown>) =>
  update.then(
    () => expect.fail('the update was applied'),
    (error: HttpError) => error,
  );

afterEach(() => vi.restoreAllMocks());

describe('updating a preventive rule while others write', () => {
  it('answers 409 to an If-Match client when another update lands between its read and its write, keeping the other update', async () => {
    const rule = await aPreventiveRule();
    beforeTheWrite(otherWriter(rule.id, { description: 'theirs' }));
    const error = await refusal(
      updatePreventiveRule({ ruleId: rule.id, changes: { name: 'mine' }, ifMatch: 1, byUserId: randomUUID() }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ currentVersion: 2 });
    expect(await findPreventiveRule(rule.id)).toMatchObject({ name: rule.name, description: 'theirs', version: 2 });
  });

  it('applies a client without If-Match on top of the other update', async () => {
    const rule = await aPreventiveRule();
    beforeTheWrite(otherWriter(rule.id, { description: 'theirs' }));
    const result = await updatePreventiveRule({
      ruleId: rule.id,
      changes: { name: 'mine' },
      ifMatch: undefined,
      byUserId: randomUUID(),
    });
    expect(result).toEqual({ id: rule.id, version: 3 });
    expect(await findPreventiveRule(rule.id)).toMatchObject({ name: 'mine', description: 'theirs', version: 3 });
  });

  it('answers 409 when another update changed the installations so that the main one sent is no longer among them', async () => {
    const rule = await aPreventiveRule();
    const [main, other] = rule.libraryTechnicalInstallationIds;
    beforeTheWrite(otherWriter(rule.id, { libraryTechnicalInstallationIds: [main!] }));
    const error = await refusal(
      updatePreventiveRule({
        ruleId: rule.id,
        changes: { mainLibraryTechnicalInstallationId: other },
        ifMatch: undefined,
        byUserId: randomUUID(),
      }),
    );
    expect(error.status).toBe(409);
    expect(error.details).toEqual([
      expect.objectContaining({ path: 'mainLibraryTechnicalInstallationId', code: 'main_not_listed' }),
    ]);
    expect(await findPreventiveRule(rule.id)).toMatchObject({
      mainLibraryTechnicalInstallationId: main,
      libraryTechnicalInstallationIds: [main],
      version: 2,
    });
  });

  it('answers 409 when another update moved the main installation out of the list sent', async () => {
    const rule = await aPreventiveRule();
    const [main, other] = rule.libraryTechnicalInstallationIds;
    const third = (await aLibraryInstallation()).id;
    beforeTheWrite(otherWriter(rule.id, { mainLibraryTechnicalInstallationId: other }));
    const error = await refusal(
      updatePreventiveRule({
        ruleId: rule.id,
        changes: { libraryTechnicalInstallationIds: [main!, third] },
        ifMatch: undefined,
        byUserId: randomUUID(),
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/send mainLibraryTechnicalInstallationId too/);
    expect(await findPreventiveRule(rule.id)).toMatchObject({
      mainLibraryTechnicalInstallationId: other,
      libraryTechnicalInstallationIds: [main, other],
    });
  });

  it('answers 404 when the rule is gone', async () => {
    const error = await refusal(
      updatePreventiveRule({ ruleId: randomUUID(), changes: { name: 'x' }, ifMatch: 1, byUserId: randomUUID() }),
    );
    expect(error.status).toBe(404);
  });
});
