import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import { bearerOf, call } from '#test/support/api.ts';
import { pastTheSecondOf } from '#test/support/clock.ts';

/**
 * Back-office users through the API (extensions): created with a sign-in in the back-office pool,
 * listed, disabled and enabled by another back-office administrator (docs/identity.md).
 */
const { userPoolId } = inject('localStack').cognito.pools.backOffice;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognitoClient.destroy());

const path = '/bo/back-office-users/v1';
const asAdmin = { as: demoIds.backOfficeAdmin };
const newColleague = () => ({ firstName: 'Oda', lastName: 'Office', email: `oda.${randomUUID()}@example.com` });
const create = (body: unknown) => call('POST', path, { ...asAdmin, body });
const setStatus = (id: string, verb: 'disable' | 'enable', as: string = demoIds.backOfficeAdmin) =>
  call('POST', `${path}/${id}/${verb}`, { as });

const signInOf = (userId: string) =>
  cognitoClient.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userId }));

describe('back-office users', () => {
  it('creates one with a sign-in whose first password Cognito sends, and lists it', async () => {
    const colleague = newColleague();
    const created = await create(colleague);
    expect(created).toMatchObject({ status: 201, body: { ...colleague, role: 'bo_admin', status: 'active' } });
    const id = created.body.id as string;
    expect(await findUserById(id)).toMatchObject({ kind: 'backOffice', email: colleague.email, status: 'active' });
    const signIn = await signInOf(id);
    expect(signIn.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(Object.fromEntries(signIn.UserAttributes!.map(({ Name, Value }) => [Name, Value]))).toMatchObject({
      email: colleague.email,
      email_verified: 'true',
    });
    const listed = await call('GET', path, asAdmin);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'active' })]));
    expect(listed.body.items.map((user: { id: string }) => user.id)).toContain(demoIds.backOfficeAdmin);
  });

  it('refuses an e-mail a back-office user has, whatever its case, and stores nothing', async () => {
    const colleague = newColleague();
    expect((await create(colleague)).status).toBe(201);
    const again = await create({ ...colleague, firstName: 'Other', email: colleague.email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', details: { reason: 'email_taken' } } });
    const listed = await call('GET', path, asAdmin);
    const same = listed.body.items.filter((user: { email: string }) => user.email.toLowerCase() === colleague.email);
    expect(same).toHaveLength(1);
  });

  it('makes one account of concurrent creations with one e-mail, whatever its case and spaces: one 201, the others 409', async () => {
    const colleague = newColleague();
    const spellings = [colleague.email, colleague.email.toUpperCase(), `Oda.${colleague.email.slice(4)}`];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create({ ...colleague, email: spellings[index % spellings.length] })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter(({ status }) => status === 409))
      expect(answer.body).toMatchObject({ error: 'conflict', details: { reason: 'email_taken' } });
    const listed = await call('GET', path, asAdmin);
    const same = listed.body.items.filter((user: { email: string }) => user.email.toLowerCase() === colleague.email);
    expect(same).toHaveLength(1);
  });

  it('answers 400 to a body out of bounds or with unknown members, and stores nothing', async () => {
    const before = (await call('GET', path, asAdmin)).body.items.length;
    for (const body of [
      {},
      { ...newColleague(), extra: 1 },
      { ...newColleague(), email: 'not-an-e-mail' },
      { ...newColleague(), firstName: '   ' },
      { ...newColleague(), lastName: 'x'.repeat(101) },
      { ...newColleague(), firstName: 'Line\nBreak' },
      { ...newColleague(), firstName: 'Oda \u202Eeciffo' },
      { ...newColleague(), lastName: 'Zero\u200Bwidth' },
      { ...newColleague(), lastName: 'Tag\u{E0041}' },
      { ...newColleague(), role: 'bo_admin' },
    ])
      expect({ body, status: (await create(body)).status }).toEqual({ body, status: 400 });
    expect((await call('GET', path, asAdmin)).body.items.length).toBe(before);
  });

  it('is the back office’s alone: 401 without a token, 403 for organization users', async () => {
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, { as: demoIds.rsAdmin })).status).toBe(403);
    expect((await call('POST', path, { as: demoIds.adAdmin, body: newColleague() })).status).toBe(403);
    expect((await setStatus(demoIds.backOfficeAdmin, 'disable', demoIds.rsAdmin)).status).toBe(403);
  });

  it('disables another back-office user at once, tokens from before for good; enabling lets them sign in anew', async () => {
    const created = await create(newColleague());
    const id = created.body.id as string;
    const before = await bearerOf(id);
    expect((await call('GET', path, { authorization: before })).status).toBe(200);
    expect(await setStatus(id, 'disable')).toMatchObject({ status: 200, body: { id, status: 'disabled' } });
    expect((await signInOf(id)).Enabled).toBe(false);
    expect((await call('GET', path, { authorization: before })).status).toBe(401);
    expect(await setStatus(id, 'disable')).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect(await setStatus(id, 'enable')).toMatchObject({ status: 200, body: { id, status: 'active' } });
    expect((await signInOf(id)).Enabled).toBe(true);
    expect((await call('GET', path, { authorization: before })).status).toBe(401);
    const { signedOutAt } = (await findUserById(id)) as { signedOutAt: string };
    await pastTheSecondOf(signedOutAt);
    expect((await call('GET', path, { authorization: await bearerOf(id) })).status).toBe(200);
  });

  it('lets disables and enables racing on one user each land whole: the last status stands, a disable always signs out', async () => {
    const id = (await create(newColleague())).body.id as string;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => setStatus(id, index % 2 === 0 ? 'disable' : 'enable')),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(8).fill(200));
    const stored = (await findUserById(id)) as { status: string; signedOutAt?: string };
    expect(['active', 'disabled']).toContain(stored.status);
    expect(stored.signedOutAt).toEqual(expect.any(String));
    // The sign-in follows each call in turn: one more call of the standing status puts it in step.
    await setStatus(id, stored.status === 'active' ? 'enable' : 'disable');
    expect((await signInOf(id)).Enabled).toBe(stored.status === 'active');
  });

  it('keeps an administrator when two disable each other at once: one 200, the other refused, one of them active', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([create(newColleague()), create(newColleague())]);
      const [a, b] = [first.body.id as string, second.body.id as string];
      const answers = await Promise.all([setStatus(b, 'disable', a), setStatus(a, 'disable', b)]);
      const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
      expect(won?.status).toBe(200);
      // 409 when both requests passed the door before either write; 401 when the loser was disabled before its request was read.
      if (lost?.status === 409) expect(lost.body).toMatchObject({ details: { reason: 'caller_not_active' } });
      else expect(lost?.status).toBe(401);
      const stored = await Promise.all([a, b].map((id) => findUserById(id)));
      expect(stored.filter((user) => user?.status === 'active')).toHaveLength(1);
    }
  });

  it("refuses the caller's own status (409), an unknown id and an organization user's (404), a malformed id (400)", async () => {
    expect(await setStatus(demoIds.backOfficeAdmin, 'disable')).toMatchObject({
      status: 409,
      body: { details: { reason: 'self' } },
    });
    expect((await setStatus(randomUUID(), 'disable')).status).toBe(404);
    expect((await setStatus(demoIds.rsAdmin, 'enable')).status).toBe(404);
    expect((await setStatus('not-a-uuid', 'disable')).status).toBe(400);
    expect(await findUserById(demoIds.backOfficeAdmin)).not.toMatchObject({ status: 'disabled' });
  });
});
