import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { passwordPolicy } from '#shared/vocabulary/users/password-policy.ts';
import { type EmailSender, isDomainIdentity } from './email-sender.ts';

interface SignInPoolProps {
  /**
   * `required`: Cognito asks for a TOTP code at every sign-in, and has a user set one up at the
   * first (MFA_SETUP). `optional`: each user may set one up.
   */
  mfa: 'optional' | 'required';
  /** Cognito's own e-mails (temporary passwords, codes) leave through the service's SES identity. */
  email: EmailSender;
}

/**
 * A Cognito user pool that signs people in, and the public app client the front ends use; the
 * identity stack makes two, one per kind of user (docs/identity.md). A user's username is our user
 * id (shared/stores/identity/sign-in-users.ts); the service reads the organization, role and status from
 * its own table, so the pool holds no custom attributes and runs no trigger. Nobody signs up.
 */
export class SignInPool extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The `iss` of the pool's tokens. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, { mfa, email }: SignInPoolProps) {
    super(scope, id);
    const stack = Stack.of(this);
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
      mfa: mfa === 'required' ? Mfa.REQUIRED : Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's default sender allows 50 e-mails a day, from an address of its own.
      email: UserPoolEmail.withSES({
        fromEmail: email.fromAddress,
        // Unset for an address identity: then the from-address itself is the identity.
        sesVerifiedDomain: isDomainIdentity(email.sesIdentity) ? email.sesIdentity : undefined,
        // The stack's own region, also when it is known only at deployment (CDK asks for it then).
        sesRegion: stack.region,
      }),
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
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;

    if (mfa === 'optional')
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG2',
        reason:
          'Organization users may set up TOTP but need not; back-office users sign in to a pool of their own, which requires it, and the service admits each kind of user only with a token of its own pool.',
      });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection (Plus plan) is billed per monthly active user; until it is chosen (docs/identity.md), the password policy, TOTP and the per-request status check protect sign-ins.',
    });
  }
}
