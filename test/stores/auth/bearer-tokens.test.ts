import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadIssuer } from '#infra/local/issuer.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { subjectOfBearer } from '#shared/stores/auth/bearer-tokens.ts';
import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import { call, issuer } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';

/**
 * The functions verify bearer tokens themselves, so that every refusal is the Error body
 * (shared/stores/auth/bearer-tokens.ts): no token, a malformed one, another key, expired. A valid one
 * names the user and, by its issuer, the kinds of user it may sign in (caller-standing.ts judges).
 */
const types = '/rs/notification-preferences/v1/types';

const refusal = async (authorization: string | undefined) => {
  const { status, body } = await call('GET', types, authorization === undefined ? {} : { authorization });
  return { status, body };
};

const { clientId } = inject('localStack').cognito.pools.organization;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognitoClient.destroy());

describe('bearer tokens', () => {
  it("serve the user pool's access token of a stored user, and refuse its ID token", async () => {
    const user = await anOrganizationUser({ role: 'viewer' });
    const password = 'Correct-Horse-42!';
    expect(await createSignInUser(user.id, user.email, password)).toEqual({ ok: true });
    const { AuthenticationResult } = await cognitoClient.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.id, PASSWORD: password },
      }),
    );
    expect(await subjectOfBearer(`Bearer ${AuthenticationResult!.AccessToken}`)).toEqual({
      userId: user.id,
      users: ['organization'],
      issuedAtMs: expect.any(Number),
    });
    const access = await call('GET', types, { authorization: `Bearer ${AuthenticationResult!.AccessToken}` });
    expect(access.status).toBe(200);
    const id = await call('GET', types, { authorization: `Bearer ${AuthenticationResult!.IdToken}` });
    expect(id.status).toBe(401);
    // Refused by the verifier itself (token_use is not access), not only because its sub names nobody stored.
    expect(await subjectOfBearer(`Bearer ${AuthenticationResult!.IdToken}`)).toBeUndefined();
  });

  it('serve a token of the trusted issuer naming a stored user', async () => {
    const token = await (await issuer()).sign({ sub: demoIds.rsAdmin });
    expect((await call('GET', types, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('name the user and the kinds of user their issuer signs in: the shortcut issuer signs in both', async () => {
    const token = await (await issuer()).sign({ sub: demoIds.backOfficeAdmin });
    expect(await subjectOfBearer(`Bearer ${token}`)).toEqual({
      userId: demoIds.backOfficeAdmin,
      users: ['organization', 'backOffice'],
      issuedAtMs: expect.any(Number),
    });
  });

  it('answer 401 with the Error body to a missing, malformed, foreign or expired token', async () => {
    const foreign = await (await loadIssuer()).sign({ sub: demoIds.rsAdmin });
    const expired = await (await issuer()).sign({ sub: demoIds.rsAdmin }, -60);
    const notAUser = await (await issuer()).sign({ sub: 'not-a-uuid' });
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic dXNlcjpwYXNz',
      'Bearer not.a.token',
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${notAUser}`,
    ]) {
      const { status, body } = await refusal(authorization);
      expect({ authorization, status }).toEqual({ authorization, status: 401 });
      expect(body).toEqual({
        error: 'unauthorized',
        message: expect.any(String),
        details: null,
        requestId: expect.any(String),
      });
    }
  });

  describe('the rules each token must keep, with a token made for each', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const subjectOf = async (claims: Record<string, unknown>) =>
      subjectOfBearer(`Bearer ${await (await issuer()).signExactly(claims)}`);
    const valid = () => ({ sub: demoIds.rsAdmin, iat: nowSeconds(), exp: nowSeconds() + 3600 });

    it('serve a well-formed token of an hour', async () => {
      expect(await subjectOf(valid())).toMatchObject({ userId: demoIds.rsAdmin });
    });

    it('name the user by sub, never by username, outside Cognito access tokens', async () => {
      expect(await subjectOf({ ...valid(), username: demoIds.rsViewer })).toMatchObject({ userId: demoIds.rsAdmin });
      expect(await subjectOf({ ...valid(), sub: undefined, username: demoIds.rsViewer })).toBeUndefined();
    });

    it('refuse a token without exp, or living longer than the 24 h allowed', async () => {
      const { exp: _exp, ...withoutExp } = valid();
      expect(await subjectOf(withoutExp)).toBeUndefined();
      expect(await subjectOf({ ...valid(), exp: nowSeconds() + 5 * 365 * 86_400 })).toBeUndefined();
      expect(await subjectOf({ ...valid(), exp: nowSeconds() + 24 * 3600 + 1 })).toBeUndefined();
      expect(await subjectOf({ ...valid(), exp: nowSeconds() + 24 * 3600 })).toMatchObject({ userId: demoIds.rsAdmin });
    });

    it('judge a token without iat by how long it has left, and date it from its expiry less 24 h', async () => {
      const { iat: _iat, ...withoutIat } = valid();
      expect(await subjectOf(withoutIat)).toMatchObject({ issuedAtMs: (withoutIat.exp - 24 * 3600) * 1000 });
      expect(await subjectOf({ ...withoutIat, exp: nowSeconds() + 25 * 3600 })).toBeUndefined();
    });

    it('refuse a token issued in the future', async () => {
      expect(await subjectOf({ ...valid(), iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 })).toBeUndefined();
      expect(await subjectOf({ ...valid(), iat: nowSeconds() + 60 })).toBeUndefined();
    });
  });
});
