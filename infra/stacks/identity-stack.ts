import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SignInPool } from '../constructs/user-pool.ts';

/**
 * The user pool, in a stack of its own: it holds people's sign-ins, which outlive any redeploy
 * of the API, and an app given an external issuer (docs/identity.md) leaves it out entirely.
 */
export class IdentityStack extends Stack {
  readonly signIns: SignInPool;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.signIns = new SignInPool(this, 'SignIns');
    new CfnOutput(this, 'UserPoolId', { value: this.signIns.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.signIns.client.userPoolClientId });
    new CfnOutput(this, 'TokenIssuer', { value: this.signIns.issuer });
  }
}
