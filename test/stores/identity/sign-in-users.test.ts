import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { cognito } from '#shared/stores/aws/cognito.ts';
import { createSignInUser, disableSignIn } from '#shared/stores/identity/sign-in-users.ts';
import { importInto } from '#test/support/catalogue-fixtures.ts';

/** The local stack's cognito-local, reached as a client application would: the public app client. */
const { clientId, issuer, jwksUrl, userPoolId } = inject('localStack').cognito.pools.organization;
const client = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => client.destroy());

const signIn = (username: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

const newUser = () => ({ id: randomUUID(), email: `${randomUUID()}@example.com` });
const password = 'Correct-Horse-42!';

describe('sign-in users', () => {
  it('gives a user a confirmed sign-in whose access token names the user by username', async () => {
    const user = newUser();
    expect(await createSignInUser(user.id, user.email, password)).toEqual({ ok: true });

    const { AuthenticationResult } = await signIn(user.id, password);
    const keys = createRemoteJWKSet(new URL(jwksUrl));
    const { payload } = await jwtVerify(AuthenticationResult!.AccessToken!, keys, { issuer });
    expect(payload).toMatchObject({ username: user.id, token_use: 'access', client_id: clientId });
    expect(AuthenticationResult!.RefreshToken).toEqual(expect.any(String));
  });

  it('sets the password again for a user who already has a sign-in, as a retried acceptance does', async () => {
    const user = newUser();
    await createSignInUser(user.id, user.email, password);
    expect(await createSignInUser(user.id, user.email, `${password}x`)).toEqual({ ok: true });
    await expect(signIn(user.id, `${password}x`)).resolves.toMatchObject({ AuthenticationResult: expect.anything() });
  });

  it("gives a user's sign-in back at the e-mail a new invitation went to, enabled, with the new password", async () => {
    const user = newUser();
    await createSignInUser(user.id, user.email, password);
    await disableSignIn(user.id);
    const moved = `moved.${user.email}`;
    expect(await createSignInUser(user.id, moved, `${password}x`)).toEqual({ ok: true });
    const { Enabled, UserAttributes } = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.id }),
    );
    expect(Enabled).toBe(true);
    expect(Object.fromEntries(UserAttributes!.map(({ Name, Value }) => [Name, Value]))).toMatchObject({
      email: moved,
      email_verified: 'true',
    });
    await expect(signIn(user.id, `${password}x`)).resolves.toMatchObject({ AuthenticationResult: expect.anything() });
  });

  /** Cognito's answer to one command, which cognito-local never gives. */
  const failing = (commandType: new (...args: never[]) => unknown, name: string, message: string) => {
    const send = cognito().send.bind(cognito());
    return vi.spyOn(cognito(), 'send').mockImplementation(async (command: unknown) => {
      if (command instanceof commandType) throw Object.assign(new Error(message), { name });
      return send(command as Parameters<typeof send>[0]);
    });
  };

  it.each([
    {
      command: 'AdminSetUserPassword',
      type: AdminSetUserPasswordCommand,
      name: 'InvalidPasswordException',
      reason: 'passwordRefused',
    },
    { command: 'AdminCreateUser', type: AdminCreateUserCommand, name: 'AliasExistsException', reason: 'emailTaken' },
  ] as const)('answers $command failing with $name as $reason', async ({ type, name, reason }) => {
    const spy = failing(type, name, 'refused by the pool');
    try {
      const user = newUser();
      expect(await createSignInUser(user.id, user.email, password)).toEqual({
        ok: false,
        reason,
        message: 'refused by the pool',
      });
    } finally {
      spy.mockRestore();
    }
  });

  // cognito-local still lets a disabled user sign in (Cognito does not); the service's own status check guards both.
  it('disables a sign-in, and takes a user without one as already disabled', async () => {
    const user = newUser();
    await createSignInUser(user.id, user.email, password);
    await disableSignIn(user.id);
    const stored = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.id }));
    expect(stored.Enabled).toBe(false);
    await expect(disableSignIn(randomUUID())).resolves.toBeUndefined();
  });

  it('disables the sign-in of a user whose file states them disabled, again on a re-import', async () => {
    const organizationId = randomUUID();
    const user = newUser();
    const stated = (status: string) => ({
      id: user.id,
      firstName: 'Ada',
      lastName: 'Tester',
      email: user.email,
      role: 'viewer',
      status,
    });
    await importInto(organizationId, { users: [stated('active')] });
    await createSignInUser(user.id, user.email, password);
    const enabled = () => client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.id }));
    expect((await enabled()).Enabled).toBe(true);

    await importInto(organizationId, { users: [stated('disabled')] });
    expect((await enabled()).Enabled).toBe(false);
    await importInto(organizationId, { users: [stated('disabled')] });
    expect((await enabled()).Enabled).toBe(false);
  });
});
