import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { otpauthUri, type SignInAnswers, signIn } from '#infra/cli/sign-in/challenges.ts';
import { totpCode } from '#infra/local/totp.ts';
import { enrolTotp } from '#infra/local/totp-enrolment.ts';
import { cognito } from '#shared/stores/aws/cognito.ts';
import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';

/**
 * `npm run sign-in`'s answers to Cognito's challenges: against the local pools (cognito-local) where
 * it asks them, and against a faked Cognito for MFA_SETUP, which cognito-local never asks
 * (docs/identity.md, What differs from Cognito).
 */
const { pools } = inject('localStack').cognito;
afterAll(() => cognito().destroy());

const password = 'Correct-Horse-42!';
const tokens = { AccessToken: expect.any(String), IdToken: expect.any(String), RefreshToken: expect.any(String) };
const signInTo = (pool: { clientId: string }, username: string, secret: string, answers: SignInAnswers = {}) =>
  signIn(cognito(), { clientId: pool.clientId, username, password: secret }, answers);

describe('signing in to the local pools', () => {
  it('replaces a temporary password when Cognito asks for a new one (NEW_PASSWORD_REQUIRED)', async () => {
    const username = randomUUID();
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pools.organization.userPoolId,
        Username: username,
        TemporaryPassword: 'Temporary-Pass-1!',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: `${username}@facility-compliance.test` }],
      }),
    );
    const unanswered = await signInTo(pools.organization, username, 'Temporary-Pass-1!');
    expect(unanswered).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: expect.any(String) });
    expect(unanswered.AuthenticationResult).toBeUndefined();

    const answered = await signInTo(pools.organization, username, 'Temporary-Pass-1!', {
      newPassword: async () => password,
    });
    expect(answered.AuthenticationResult).toMatchObject(tokens);
    expect((await signInTo(pools.organization, username, password)).AuthenticationResult).toMatchObject(tokens);
  });

  it('gives a TOTP code of the secret when the back-office pool asks for one (SOFTWARE_TOKEN_MFA)', async () => {
    const username = randomUUID();
    const email = `${username}@facility-compliance.test`;
    expect(await createSignInUser(username, email, password, pools.backOffice.userPoolId)).toEqual({ ok: true });
    const secret = await enrolTotp(pools.backOffice, username, password);

    expect(await signInTo(pools.backOffice, username, password)).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    const answered = await signInTo(pools.backOffice, username, password, { totpSecret: secret });
    expect(answered.AuthenticationResult).toMatchObject(tokens);
  });
});

describe("a back-office user's first sign-in in AWS, against a faked Cognito", () => {
  const username = randomUUID();
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const authenticated = { AuthenticationResult: { AccessToken: 'access', IdToken: 'id', RefreshToken: 'refresh' } };

  /** Cognito's answers, in the order a first sign-in meets them, and each command it was sent. */
  const fakeCognito = () => {
    const answers: Record<string, unknown>[] = [
      { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: username } },
      { ChallengeName: 'MFA_SETUP', Session: 's2', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } },
      { SecretCode: secret, Session: 's3' },
      { Status: 'SUCCESS', Session: 's4' },
      authenticated,
    ];
    const sent: [string, unknown][] = [];
    const send = async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push([command.constructor.name, command.input]);
      return answers.shift();
    };
    return { cognito: { send } as unknown as Parameters<typeof signIn>[0], sent };
  };

  it('sets a new password, then sets TOTP up with the challenge session, then has the tokens', async () => {
    const { cognito: fake, sent } = fakeCognito();
    const shown: string[] = [];
    const step = await signIn(
      fake,
      { clientId: 'client', username: 'ada@facility-compliance.test', password: 'Temporary-Pass-1!' },
      {
        newPassword: async () => password,
        setUpTotp: async (newSecret) => {
          shown.push(newSecret);
          return totpCode(newSecret);
        },
      },
    );
    expect(step).toEqual(authenticated);
    expect(shown).toEqual([secret]);
    expect(sent).toEqual([
      [
        'InitiateAuthCommand',
        {
          ClientId: 'client',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'ada@facility-compliance.test', PASSWORD: 'Temporary-Pass-1!' },
        },
      ],
      [
        'RespondToAuthChallengeCommand',
        {
          ClientId: 'client',
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 's1',
          ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
        },
      ],
      ['AssociateSoftwareTokenCommand', { Session: 's2' }],
      [
        'VerifySoftwareTokenCommand',
        { Session: 's3', UserCode: expect.stringMatching(/^\d{6}$/), FriendlyDeviceName: 'authenticator' },
      ],
      [
        'RespondToAuthChallengeCommand',
        { ClientId: 'client', ChallengeName: 'MFA_SETUP', Session: 's4', ChallengeResponses: { USERNAME: username } },
      ],
    ]);
  });

  it('stops at a challenge it has no answer for, and prints it', async () => {
    const { cognito: fake, sent } = fakeCognito();
    const step = await signIn(
      fake,
      { clientId: 'client', username: 'ada@facility-compliance.test', password: 'Temporary-Pass-1!' },
      { newPassword: async () => password, setUpTotp: async () => undefined },
    );
    expect(step).toMatchObject({ ChallengeName: 'MFA_SETUP', Session: 's2' });
    expect(sent.map(([name]) => name)).toEqual([
      'InitiateAuthCommand',
      'RespondToAuthChallengeCommand',
      'AssociateSoftwareTokenCommand',
    ]);
  });

  it('shows the secret as an otpauth:// URI an authenticator app takes', () => {
    expect(otpauthUri(secret, 'ada@facility-compliance.test', 'Facility Compliance')).toBe(
      `otpauth://totp/Facility%20Compliance:ada%40facility-compliance.test?secret=${secret}&issuer=Facility%20Compliance`,
    );
  });
});
