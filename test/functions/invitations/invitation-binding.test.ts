import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findUserByInvitationToken } from '#shared/stores/users/invitation-repository.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { call } from '#test/support/api.ts';
import { importInto } from '#test/support/catalogue-fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { setInvitationState } from '#test/support/organization-fixtures.ts';

/**
 * An invitation link is bound to what it was sent for: the e-mail it went to and the user pending
 * (docs/identity.md, Invitations). Every change of either, by any writer, ends it, with its index
 * entry; a user reached by any sequence of imports and sends gets a defined answer, never a 500.
 */
const { userPoolId, clientId } = inject('localStack').cognito.pools.organization;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognitoClient.destroy());

const password = 'Correct-Horse-42!';
const accept = (token: string, secret = password) =>
  call('POST', '/invitations/v1/accept', { body: { token, password: secret } });

/** An organization of its own with one user, as its catalogue states them. */
const anOrganizationWith = async (status: string) => {
  const organizationId = randomUUID();
  const user = {
    id: randomUUID(),
    firstName: 'Noa',
    lastName: 'Bound',
    email: `noa.${randomUUID()}@example.com`,
    role: 'viewer',
    status,
  };
  await importInto(organizationId, { users: [user] });
  const restate = (changes: Partial<typeof user>) => importInto(organizationId, { users: [{ ...user, ...changes }] });
  return { organizationId, user, restate };
};

/** Operation 12's e-mail to the address the user has now, and the link's token in it. */
const sendInvitation = async (userId: string, email: string) => {
  const sent = await call('POST', `/bo/users/v1/${userId}/invitation/resend`, { as: demoIds.backOfficeAdmin });
  expect(sent.status).toBe(200);
  return tokenOf((await mailsTo(email)).at(-1)!);
};

/** The stored user holds no link any more, and its index entry is gone. */
const expectLinkEnded = async (organizationId: string, userId: string, token: string) => {
  const stored = await readOrganizationUser(organizationId, userId);
  expect(stored?.invitation?.link).toBeUndefined();
  expect(stored).not.toHaveProperty('GSI2PK');
  expect(await findUserByInvitationToken(token)).toBeUndefined();
};

describe('an invitation link bound to what it was sent for', () => {
  it('ends when an import corrects the e-mail of a user still pending; a new send works at the new address', async () => {
    const { organizationId, user, restate } = await anOrganizationWith('pending');
    const misaddressed = await sendInvitation(user.id, user.email);
    const corrected = `noa.right.${randomUUID()}@example.com`;
    await restate({ email: corrected });
    await expectLinkEnded(organizationId, user.id, misaddressed);
    expect((await accept(misaddressed)).status).toBe(404);
    expect(await readOrganizationUser(organizationId, user.id)).toMatchObject({ status: 'pending', email: corrected });
    // The send counts outlive the link: the next send waits out the minute, then reaches the corrected address.
    const resent = await call('POST', `/bo/users/v1/${user.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
    expect(resent).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
  });

  it('ends when an import disables the user, and stays ended when a later import makes the user pending again', async () => {
    const { organizationId, user, restate } = await anOrganizationWith('pending');
    const token = await sendInvitation(user.id, user.email);
    await restate({ status: 'disabled' });
    await expectLinkEnded(organizationId, user.id, token);
    await restate({ status: 'pending' });
    await expectLinkEnded(organizationId, user.id, token);
    expect((await accept(token)).status).toBe(404);
    expect(await readOrganizationUser(organizationId, user.id)).toMatchObject({ status: 'pending' });
  });

  it('survives an import that states the user as before', async () => {
    const { organizationId, user, restate } = await anOrganizationWith('pending');
    const token = await sendInvitation(user.id, user.email);
    await restate({ lastName: 'Renamed' });
    expect((await findUserByInvitationToken(token))?.id).toBe(user.id);
    expect((await accept(token)).status).toBe(200);
    expect(await readOrganizationUser(organizationId, user.id)).toMatchObject({
      status: 'active',
      lastName: 'Renamed',
    });
  });

  it('lets a user accepted, disabled, then invited again at another e-mail accept: the sign-in moves to that e-mail, enabled', async () => {
    const { organizationId, user, restate } = await anOrganizationWith('pending');
    expect((await accept(await sendInvitation(user.id, user.email))).status).toBe(200);
    await restate({ status: 'disabled' });
    const moved = `noa.moved.${randomUUID()}@example.com`;
    await restate({ status: 'pending', email: moved });
    const token = await sendInvitation(user.id, moved);
    const answer = await accept(token, 'Another-Horse-43!');
    expect(answer).toMatchObject({ status: 200, body: { id: user.id } });
    expect(await readOrganizationUser(organizationId, user.id)).toMatchObject({ status: 'active', email: moved });
    const signIn = await cognitoClient.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.id }));
    expect(signIn.Enabled).toBe(true);
    expect(Object.fromEntries(signIn.UserAttributes!.map(({ Name, Value }) => [Name, Value]))).toMatchObject({
      email: moved,
      email_verified: 'true',
    });
    // A token's iat is in whole seconds: one issued in the second of the disable counts as before it (docs/identity.md, Disabled users).
    const { signedOutAt } = (await readOrganizationUser(organizationId, user.id))!;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(signedOutAt!) + 1000 - Date.now())));
    const { AuthenticationResult } = await cognitoClient.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.id, PASSWORD: 'Another-Horse-43!' },
      }),
    );
    const types = await call('GET', '/rs/notification-preferences/v1/types', {
      authorization: `Bearer ${AuthenticationResult!.AccessToken}`,
    });
    expect(types.status).toBe(200);
  });

  // Every status a file can state, in turn, with a send wherever the user is pending: each accept answers 200 or 404.
  it('answers every accept with 200 or 404, whatever sequence of imports and sends came before', async () => {
    const { organizationId, user, restate } = await anOrganizationWith('pending');
    const tokens: string[] = [];
    let email = user.email;
    for (const [step, status] of (
      ['pending', 'active', 'disabled', 'pending', 'disabled', 'active', 'pending'] as const
    ).entries()) {
      if (step % 2 === 1) email = `noa.${step}.${randomUUID()}@example.com`;
      await restate({ status, email });
      const stored = await readOrganizationUser(organizationId, user.id);
      if (stored?.status === 'pending' && !stored.invitation?.link) {
        // The limits want a minute between sends: earlier sends are made old enough.
        if (stored.invitation) await backdateSends(organizationId, user.id);
        tokens.push(await sendInvitation(user.id, email));
      }
      for (const token of tokens) expect([200, 404]).toContain((await accept(token)).status);
    }
  });
});

const backdateSends = async (organizationId: string, userId: string) => {
  const stored = (await readOrganizationUser(organizationId, userId))!;
  await setInvitationState(stored, { ...stored.invitation!, lastSentAt: new Date(Date.now() - 120_000).toISOString() });
};
