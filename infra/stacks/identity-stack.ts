import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { EmailSender } from '#infra/constructs/email-sender.ts';
import { SignInPool } from '#infra/constructs/user-pool.ts';
import { identityOutputs } from '#infra/deployment-names.ts';

interface IdentityStackProps extends StackProps {
  /** The sender of Cognito's own e-mails: temporary passwords, codes. */
  email: EmailSender;
}

/**
 * The user pools, in a stack of their own: they hold people's sign-ins, which outlive any
 * redeploy of the API, and an app given an external issuer (docs/identity.md) leaves them out
 * entirely. One pool per kind of user, because Cognito requires MFA per pool, not per user:
 * organization users may set up TOTP, back-office users must.
 */
export class IdentityStack extends Stack {
  readonly signIns: SignInPool;
  readonly backOfficeSignIns: SignInPool;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    this.signIns = new SignInPool(this, 'SignIns', { mfa: 'optional', email: props.email });
    this.backOfficeSignIns = new SignInPool(this, 'BackOfficeSignIns', { mfa: 'required', email: props.email });
    const { signIns, backOfficeSignIns } = this;
    new CfnOutput(this, identityOutputs.userPoolId, { value: signIns.userPool.userPoolId });
    new CfnOutput(this, identityOutputs.userPoolClientId, { value: signIns.client.userPoolClientId });
    new CfnOutput(this, identityOutputs.tokenIssuer, { value: signIns.issuer });
    new CfnOutput(this, identityOutputs.backOfficeUserPoolId, { value: backOfficeSignIns.userPool.userPoolId });
    new CfnOutput(this, identityOutputs.backOfficeUserPoolClientId, {
      value: backOfficeSignIns.client.userPoolClientId,
    });
    new CfnOutput(this, identityOutputs.backOfficeTokenIssuer, { value: backOfficeSignIns.issuer });
  }
}
