import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { call, issuer } from '#test/support/api.ts';
import { importInto } from '#test/support/catalogue-fixtures.ts';
import { pastTheSecondOf } from '#test/support/clock.ts';

/**
 * A user who stops being active stays cut off until a new sign-in: bearer tokens and attachments
 * sessions issued before are refused even once the user is active again, and a re-enable by the
 * import enables the Cognito sign-in too (docs/identity.md, Disabled users).
 */
const { userPoolId, clientId } = inject('localStack').cognito.pools.organization;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognitoClient.destroy());

const password = 'Correct-Horse-42!';
const types = '/rs/notification-preferences/v1/types';

const signIn = async (userId: string) => {
  const { AuthenticationResult } = await cognitoClient.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: userId, PASSWORD: password },
    }),
  );
  return `Bearer ${AuthenticationResult!.AccessToken}`;
};

/** What each credential opens now: a main API read by bearer token, an attachments read with the session. */
const statuses = async (bearers: string[], session: { bearer: string; token: string }) => ({
  bearers: await Promise.all(
    bearers.map(async (authorization) => (await call('GET', types, { authorization })).status),
  ),
  session: (
    await call('GET', '/attachments/v3/origin/1/999999999', {
      api: 'attachments',
      authorization: session.bearer,
      headers: { 'x-session-token': session.token },
    })
  ).status,
});

const signInEnabled = async (userId: string) =>
  (await cognitoClient.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userId }))).Enabled;

describe('credentials of a user disabled and enabled again', () => {
  it('refuses the tokens and sessions issued before the disable, enables the sign-in, and serves a new sign-in', async () => {
    const organizationId = randomUUID();
    const user = {
      id: randomUUID(),
      firstName: 'Rae',
      lastName: 'Enabled',
      email: `rae.${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'active',
    };
    await importInto(organizationId, { users: [user] });
    expect(await createSignInUser(user.id, user.email, password)).toEqual({ ok: true });
    const cognitoToken = await signIn(user.id);
    const issuerToken = `Bearer ${await (await issuer()).sign({ sub: user.id })}`;
    const opened = await call('POST', '/sessions/v1', {
      api: 'attachments',
      authorization: issuerToken,
      body: { deviceId: 'phone' },
    });
    const session = { bearer: issuerToken, token: opened.body.sessionToken as string };
    expect(await statuses([cognitoToken, issuerToken], session)).toEqual({ bearers: [200, 200], session: 404 });

    await importInto(organizationId, { users: [{ ...user, status: 'disabled' }] });
    expect(await signInEnabled(user.id)).toBe(false);
    expect(await statuses([cognitoToken, issuerToken], session)).toEqual({ bearers: [401, 401], session: 401 });

    await importInto(organizationId, { users: [user] });
    expect(await signInEnabled(user.id)).toBe(true);
    const stored = await readOrganizationUser(organizationId, user.id);
    expect(stored).toMatchObject({ status: 'active', signedOutAt: expect.any(String) });
    expect(stored).not.toHaveProperty('signInDisabled');
    expect(await statuses([cognitoToken, issuerToken], session)).toEqual({ bearers: [401, 401], session: 401 });

    await pastTheSecondOf(stored!.signedOutAt!);
    const fresh = `Bearer ${await (await issuer()).sign({ sub: user.id })}`;
    const reopened = await call('POST', '/sessions/v1', {
      api: 'attachments',
      authorization: fresh,
      body: { deviceId: 'phone' },
    });
    expect(
      await statuses([await signIn(user.id), fresh], { bearer: fresh, token: reopened.body.sessionToken }),
    ).toEqual({
      bearers: [200, 200],
      session: 404,
    });
  });
});
