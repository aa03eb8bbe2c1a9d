import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Where the service's e-mail comes from: the address on every message, the service's invitations
 * and Cognito's own (temporary passwords, codes), and the SES identity that lets it leave, a
 * verified domain or that very address (docs/identity.md, E-mail).
 */
export interface EmailSender {
  fromAddress: string;
  /** As verified in SES: a domain (`your-domain`), or the from-address itself. */
  sesIdentity: string;
}

export const isDomainIdentity = (identity: string) => !identity.includes('@');

/** SES authorises a send against the identity the sender is verified as, in the stack's region. */
export const sesIdentityArn = (scope: IConstruct, identity: string): string =>
  Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
