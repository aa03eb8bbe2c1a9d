import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { passwordPolicy } from './password-policy.ts';

/**
 * The Cognito user pool that signs people in, and the public app client the front ends use.
 * A user's username is our user id (shared/identity/sign-in-users.ts); the service reads the
 * organization, role and status from its own table, so the pool holds no custom attributes and
 * runs no trigger. Sign-ins are only created by accepting an invitation, never by signing up.
 */
export class SignInPool extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The `iss` of the pool's tokens. */
  readonly issuer: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      // The username is a uuid nobody remembers: people sign in with their e-mail, an alias that
      // Cognito accepts once verified (the invitation link verified it).
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      // A changed e-mail signs in only once its owner has verified it.
      keepOriginal: { email: true },
      passwordPolicy: { ...passwordPolicy, tempPasswordValidity: Duration.days(3) },
      // Optional per organization, required for back-office users: the service decides, per user.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.client = this.userPool.addClient('AppClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // Sign-out revokes the refresh token; an access token lives on until it expires, but the
      // service reads the user's status on every request.
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // No hosted UI: the front ends call the Cognito API themselves.
      disableOAuth: true,
    });
    const stack = Stack.of(this);
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional per organization and required for back-office users, which the service enforces per user; a pool-wide requirement would impose it on every organization.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection (Plus plan) is billed per monthly active user; until it is chosen (docs/identity.md), the password policy, optional TOTP and the per-request status check protect sign-ins.',
    });
  }
}
