import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LocalPool } from '#infra/local/cognito-local.ts';
import { totpCode } from '#infra/local/totp.ts';
import { enrolTotp } from '#infra/local/totp-enrolment.ts';
import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import { call } from '#test/support/api.ts';
import { aBackOfficeUser, anOrganizationUser } from '#test/support/fixtures.ts';

/**
 * A back-office user's way in, through the real pieces of the local stack: the back-office users'
 * pool (cognito-local), which requires TOTP, and the API, which admits each kind of user only with
 * a token of its own pool (docs/identity.md).
 */
const { pools } = inject('localStack').cognito;
const cognito = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognito.destroy());

const password = 'Correct-Horse-42!';
const organizations = '/bo/organizations/v1/';
const types = '/rs/notification-preferences/v1/types';

const signIn = (pool: LocalPool, username: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

const answerTotp = (pool: LocalPool, username: string, challenge: InitiateAuthCommandOutput, code: string) =>
  cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

/** A code of none of the 30-second steps around now, which a pool accepts for clock drift. */
const wrongCode = (secret: string) => {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(secret, Date.now() + step * 30_000)));
  let code = 0;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
};

/** A sign-in in the back-office users' pool with TOTP set up, as the user does at first sign-in in AWS. */
const aBackOfficeSignIn = async (user: { id: string; email: string }) => {
  expect(await createSignInUser(user.id, user.email, password, pools.backOffice.userPoolId)).toEqual({ ok: true });
  return enrolTotp(pools.backOffice, user.id, password);
};

const errorBody = { error: 'unauthorized', message: expect.any(String), details: null, requestId: expect.any(String) };

describe('a back-office user signing in', () => {
  it('gives a TOTP code after the password, and with the tokens lists organizations', async () => {
    const user = await aBackOfficeUser();
    expect(await createSignInUser(user.id, user.email, password, pools.backOffice.userPoolId)).toEqual({ ok: true });
    // Not set up yet: Cognito would answer MFA_SETUP, cognito-local refuses.
    await expect(signIn(pools.backOffice, user.id)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const secret = await enrolTotp(pools.backOffice, user.id, password);

    const challenge = await signIn(pools.backOffice, user.id);
    expect(challenge).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: expect.any(String) });
    expect(challenge.AuthenticationResult).toBeUndefined();
    await expect(answerTotp(pools.backOffice, user.id, challenge, wrongCode(secret))).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });

    const { AuthenticationResult } = await answerTotp(
      pools.backOffice,
      user.id,
      await signIn(pools.backOffice, user.id),
      totpCode(secret),
    );
    const listed = await call('GET', organizations, {
      authorization: `Bearer ${AuthenticationResult!.AccessToken}`,
      query: { countOnly: 'true' },
    });
    expect(listed.status).toBe(200);
  });

  it("is refused with a token of the organization users' pool, which asked for no TOTP code", async () => {
    const user = await aBackOfficeUser();
    expect(await createSignInUser(user.id, user.email, password)).toEqual({ ok: true });
    const { AuthenticationResult } = await signIn(pools.organization, user.id);
    const refused = await call('GET', organizations, {
      authorization: `Bearer ${AuthenticationResult!.AccessToken}`,
      query: { countOnly: 'true' },
    });
    expect(refused).toMatchObject({ status: 401, body: errorBody });
  });

  it("refuses an organization user with a token of the back-office users' pool", async () => {
    const user = await anOrganizationUser({ role: 'viewer' });
    const secret = await aBackOfficeSignIn(user);
    const { AuthenticationResult } = await answerTotp(
      pools.backOffice,
      user.id,
      await signIn(pools.backOffice, user.id),
      totpCode(secret),
    );
    const refused = await call('GET', types, { authorization: `Bearer ${AuthenticationResult!.AccessToken}` });
    expect(refused).toMatchObject({ status: 401, body: errorBody });
  });
});
