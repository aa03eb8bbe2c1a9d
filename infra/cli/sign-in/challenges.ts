import {
  AssociateSoftwareTokenCommand,
  type ChallengeNameType,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '#infra/local/totp.ts';

/**
 * A sign-in as a front end makes it (InitiateAuth, USER_PASSWORD_AUTH, the pool's public app
 * client), answering each challenge Cognito puts on the way with what the person gave: a new
 * password at the first sign-in (NEW_PASSWORD_REQUIRED), TOTP set up where the pool requires it and
 * the user has none yet (MFA_SETUP), then a code at every sign-in (SOFTWARE_TOKEN_MFA).
 */

/** Where a sign-in stands: tokens, or the challenge to answer next and its session. */
export type SignInStep = Pick<
  InitiateAuthCommandOutput,
  'AuthenticationResult' | 'ChallengeName' | 'ChallengeParameters' | 'Session'
>;

/** What the person gives beside the password, each asked for or used when Cognito asks for it. */
export interface SignInAnswers {
  /** NEW_PASSWORD_REQUIRED: the password that replaces the temporary one; undefined stops there. */
  newPassword?: () => Promise<string | undefined>;
  /** SOFTWARE_TOKEN_MFA: a code from an authenticator app… */
  code?: string;
  /** …or the secret to compute it from. */
  totpSecret?: string;
  /** MFA_SETUP: given the new secret, a code of it from the person's app; undefined stops there. */
  setUpTotp?: (secret: string) => Promise<string | undefined>;
}

interface SignIn {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
  /** As typed (a username, or in AWS an e-mail alias), until a challenge names the username. */
  username: string;
  answers: SignInAnswers;
}

/** The next step, or undefined when the answers hold nothing for this challenge. */
type ChallengeAnswer = (signIn: SignIn, step: SignInStep) => Promise<SignInStep | undefined>;

const respond = (signIn: SignIn, step: SignInStep, responses: Record<string, string>, session = step.Session) =>
  signIn.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: signIn.clientId,
      ChallengeName: step.ChallengeName,
      Session: session,
      ChallengeResponses: { USERNAME: signIn.username, ...responses },
    }),
  );

const newPasswordRequired: ChallengeAnswer = async (signIn, step) => {
  const newPassword = await signIn.answers.newPassword?.();
  return newPassword ? respond(signIn, step, { NEW_PASSWORD: newPassword }) : undefined;
};

/** The secret is associated with the challenge's session, verified with a code of it, then the challenge answered. */
const mfaSetup: ChallengeAnswer = async (signIn, step) => {
  if (!signIn.answers.setUpTotp) return undefined;
  const associated = await signIn.cognito.send(new AssociateSoftwareTokenCommand({ Session: step.Session }));
  const code = await signIn.answers.setUpTotp(associated.SecretCode!);
  if (!code) return undefined;
  const verified = await signIn.cognito.send(
    new VerifySoftwareTokenCommand({
      Session: associated.Session,
      UserCode: code,
      FriendlyDeviceName: 'authenticator',
    }),
  );
  return respond(signIn, step, {}, verified.Session);
};

const softwareTokenMfa: ChallengeAnswer = async (signIn, step) => {
  const { code, totpSecret } = signIn.answers;
  const answer = code ?? (totpSecret && totpCode(totpSecret));
  return answer ? respond(signIn, step, { SOFTWARE_TOKEN_MFA_CODE: answer }) : undefined;
};

const challengeAnswers: Partial<Record<ChallengeNameType, ChallengeAnswer>> = {
  NEW_PASSWORD_REQUIRED: newPasswordRequired,
  MFA_SETUP: mfaSetup,
  SOFTWARE_TOKEN_MFA: softwareTokenMfa,
};

/** More challenges than a first sign-in meets (new password, TOTP set-up) means something loops. */
const maxChallenges = 4;

export const signIn = async (
  cognito: SignIn['cognito'],
  { clientId, username, password }: { clientId: string; username: string; password: string },
  answers: SignInAnswers,
): Promise<SignInStep> => {
  const attempt: SignIn = { cognito, clientId, username, answers };
  let step: SignInStep = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  for (let answered = 0; step.ChallengeName && answered < maxChallenges; answered += 1) {
    // Cognito names the user by username in a challenge, whatever they signed in with.
    attempt.username = step.ChallengeParameters?.USER_ID_FOR_SRP ?? attempt.username;
    const next = await challengeAnswers[step.ChallengeName]?.(attempt, step);
    if (!next) break;
    step = next;
  }
  return step;
};

/** What an authenticator app takes as a QR code or a link (Key Uri Format), for the secret of MFA_SETUP. */
export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
