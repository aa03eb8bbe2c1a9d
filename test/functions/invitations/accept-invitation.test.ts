import { randomUUID } from 'node:crypto';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { cognito } from '#shared/stores/aws/cognito.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { acceptInvitation } from '#shared/use-cases/users/accept-invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { call } from '#test/support/api.ts';
import { anImportedOrganization, importInto } from '#test/support/catalogue-fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { anOrganization, aPendingUser, setInvitationState } from '#test/support/organization-fixtures.ts';

/** From the e-mail of operation 12 to a signed-in user: the link's token, a password, the pool. */
const { clientId } = inject('localStack').cognito.pools.organization;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognitoClient.destroy());

const password = 'Correct-Horse-42!';

const invited = async () => {
  const user = await aPendingUser(await anOrganization({ type: 'rs' }));
  const sent = await call('POST', `/bo/users/v1/${user.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
  expect(sent.status).toBe(200);
  const mails = await mailsTo(user.email);
  return { user, token: tokenOf(mails.at(-1)!) };
};

const accept = (body: unknown) => call('POST', '/invitations/v1/accept', { body });

const signIn = (user: OrganizationUser, secret: string) =>
  cognitoClient.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.id, PASSWORD: secret },
    }),
  );

describe('accepting an invitation', () => {
  it('activates the user and gives them a sign-in whose token the API serves; the link works once', async () => {
    const { user, token } = await invited();
    expect(await accept({ token, password })).toMatchObject({ status: 200, body: { id: user.id } });
    expect(await readOrganizationUser(user.organizationId, user.id)).toMatchObject({ status: 'active' });
    const { AuthenticationResult } = await signIn(user, password);
    const types = await call('GET', '/rs/notification-preferences/v1/types', {
      authorization: `Bearer ${AuthenticationResult!.AccessToken}`,
    });
    expect(types.status).toBe(200);
    const replayed = await accept({ token, password: 'Another-Horse-43!' });
    expect(replayed).toMatchObject({ status: 404, body: { error: 'not_found', requestId: expect.any(String) } });
    await expect(signIn(user, 'Another-Horse-43!')).rejects.toThrow();
  });

  it('stays accepted when the catalogue states the user pending again; a file that changes the status still wins', async () => {
    const pending = {
      id: randomUUID(),
      firstName: 'Ines',
      lastName: 'Invited',
      email: `ines.${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'pending',
    };
    const organization = await anImportedOrganization('rs', { users: [pending] });
    const resent = await call('POST', `/bo/users/v1/${pending.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
    expect(resent.status).toBe(200);
    const token = tokenOf((await mailsTo(pending.email)).at(-1)!);
    expect((await accept({ token, password })).status).toBe(200);
    await importInto(organization.id, { users: [pending] });
    expect(await readOrganizationUser(organization.id, pending.id)).toMatchObject({ status: 'active' });
    await importInto(organization.id, { users: [{ ...pending, status: 'disabled' }] });
    expect(await readOrganizationUser(organization.id, pending.id)).toMatchObject({ status: 'disabled' });
  });

  // cognito-local enforces no password policy, and fails no call: both are Cognito's answers, injected.
  it.each([
    [
      'the pool refuses the password',
      Object.assign(new Error('too weak'), { name: 'InvalidPasswordException' }),
      { status: 400, code: 'validation_error' },
    ],
    [
      'the pool fails',
      Object.assign(new Error('unavailable'), { name: 'InternalErrorException' }),
      { name: 'InternalErrorException' },
    ],
  ])('puts the link back when %s, so that it works again and reads open', async (_case, failure, thrown) => {
    const { user, token } = await invited();
    const send = cognito().send.bind(cognito());
    const spy = vi.spyOn(cognito(), 'send').mockImplementation(async (command: unknown) => {
      if (command instanceof AdminSetUserPasswordCommand) throw failure;
      return send(command as Parameters<typeof send>[0]);
    });
    try {
      await expect(acceptInvitation(token, password)).rejects.toMatchObject(thrown);
    } finally {
      spy.mockRestore();
    }
    expect(await readOrganizationUser(user.organizationId, user.id)).toMatchObject({ status: 'pending' });
    // The link's end (`used`), written with the accept, is forgotten with the undo.
    expect((await call('POST', '/invitations/v1/inspect', { body: { token } })).body.state).toBe('open');
    expect(await accept({ token, password })).toMatchObject({ status: 200, body: { id: user.id } });
  });

  it('lets exactly one of two accepts racing on one link through', async () => {
    const { token } = await invited();
    const answers = await Promise.all([accept({ token, password }), accept({ token, password })]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 404]);
  });

  it('refuses a link replaced by a newer send, and keeps the newer one working', async () => {
    const { user, token: first } = await invited();
    // The resend limit wants a minute between sends: the first one is made two minutes old.
    const { invitation } = (await readOrganizationUser(user.organizationId, user.id))!;
    await setInvitationState(user, { ...invitation!, lastSentAt: new Date(Date.now() - 120_000).toISOString() });
    await call('POST', `/bo/users/v1/${user.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
    const second = tokenOf((await mailsTo(user.email)).at(-1)!);
    expect(second).not.toBe(first);
    expect((await accept({ token: first, password })).status).toBe(404);
    expect((await accept({ token: second, password })).status).toBe(200);
  });

  it('refuses, before the pool sees it, a password breaking each rule of the policy inspect publishes (400), and the link still works', async () => {
    const { user, token } = await invited();
    const breaking = {
      password_minLength: 'Short-42!ab',
      password_lowercase: 'CORRECT-HORSE-42!',
      password_uppercase: 'correct-horse-42!',
      password_digit: 'Correct-Horse-XY!',
      password_symbol: 'CorrectHorse42x',
    };
    for (const [code, secret] of Object.entries(breaking)) {
      const refused = await accept({ token, password: secret });
      expect({ secret, status: refused.status }).toEqual({ secret, status: 400 });
      expect(refused.body).toMatchObject({ error: 'validation_error', details: [{ path: 'password', code }] });
      expect(refused.body.details).toHaveLength(1);
    }
    expect((await accept({ token, password: 'a' })).body.details.map(({ code }: { code: string }) => code)).toEqual([
      'password_minLength',
      'password_uppercase',
      'password_digit',
      'password_symbol',
    ]);
    expect(await readOrganizationUser(user.organizationId, user.id)).toMatchObject({ status: 'pending' });
    expect((await accept({ token, password: 'Correct horse 42' })).status).toBe(200);
  });

  it('answers 400 to a bad body, with the Error body, and changes nothing', async () => {
    const { user, token } = await invited();
    for (const body of [
      {},
      { token },
      { token: 'short', password },
      { token, password, extra: 1 },
      { token, password: '' },
    ])
      expect({ body, status: (await accept(body)).status }).toEqual({ body, status: 400 });
    expect(await readOrganizationUser(user.organizationId, user.id)).toMatchObject({ status: 'pending' });
    expect((await accept({ token, password })).status).toBe(200);
  });
});
