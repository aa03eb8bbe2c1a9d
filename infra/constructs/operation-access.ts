import { Fn, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import type { Grants } from '#functions/operations.ts';
import type { TrustedIssuer } from '#shared/stores/auth/trusted-issuers.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { keys, organizationPartition } from '#shared/stores/db/keys.ts';
import { globalIndexes } from '#shared/stores/db/table-definition.ts';
import { type StorageArea, storageAreas } from '#shared/stores/storage/storage-keys.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { type EmailSender, sesIdentityArn } from './email-sender.ts';

/** Everything an operation may be granted access to. */
export interface OperationResources {
  table: ITable;
  bucket: IBucket;
  analysisQueue: IQueue;
  importQueue: IQueue;
  /** The sender, and the base of invitation links. */
  email: EmailSender & { invitationBaseUrl: string };
  identity: IdentityResources;
}

/** An issuer of the tokens the functions accept, and the kind of user its tokens sign in. */
export interface TokenIssuer {
  issuer: string;
  /** How its tokens name the user (shared/stores/auth/trusted-issuers.ts). */
  tokens: TrustedIssuer['tokens'];
  /** The app client its tokens are issued to. */
  clientId: string;
  /** Unset: at `<issuer>/.well-known/jwks.json`. */
  jwksUrl?: string;
  users: UserKind;
}

/** Who issues the tokens the functions accept, and the user pool they administer, if any. */
export interface IdentityResources {
  /** At most one per kind of user; a kind without one signs in nobody. */
  issuers: TokenIssuer[];
  /**
   * The organization users' pool, where accepting an invitation creates sign-ins. Unset with an
   * external issuer that names no user pool: then no function may be granted `signInUsers`.
   */
  userPool?: { id: string; arn: string };
  /** The back-office users' pool, where the back office creates, disables and enables their sign-ins; unset with external issuers. */
  backOfficeUserPool?: { id: string; arn: string };
}

/**
 * How the functions trust an issuer (shared/stores/auth/trusted-issuers.ts), signing in its one
 * kind of user: a Cognito pool's access tokens for the app client (`client_id`), or another
 * issuer's tokens for it (`aud`). Only https issuers: the local ones are served over plain HTTP,
 * and cognito-local's key is the same in every install.
 */
const trustedIssuerOf = ({ issuer, tokens, clientId, jwksUrl, users }: TokenIssuer): TrustedIssuer => {
  if (!issuer.startsWith('https://')) throw new Error(`A deployed function trusts https issuers only, not ${issuer}`);
  const forClient = tokens === 'cognitoAccess' ? { clientIds: [clientId] } : { audience: [clientId] };
  return { issuer, users: [users], tokens, ...forClient, ...(jwksUrl && { jwksUri: jwksUrl }) };
};

type Grantor<Level> = (fn: LambdaFunction, level: Level, resources: OperationResources, grants: Grants) => void;
type Grantors = { [Kind in keyof Grants]-?: Grantor<NonNullable<Grants[Kind]>> };

/**
 * Each grant adds the IAM statements of the requests it names, on the one resource they address,
 * and the settings the handler needs to find the resource, so a function without a grant neither
 * may nor knows how to reach it. Typed as a complete record so that a new kind of grant does not
 * compile until it is handled here.
 */
const grantors: Grantors = {
  callers: (fn, _read, { table, identity }, grants) => {
    // The caller's items, on their partitions only. A function whose own reads batch-read the
    // table may batch-read any partition: there the condition would change nothing, so it is left out.
    if (!grants.table?.includes('BatchGetItem'))
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['dynamodb:BatchGetItem'],
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': callerPartitions } },
        }),
      );
    fn.addEnvironment(envNames.tableName, table.tableName);
    // The function verifies the caller's token itself, so that every refusal has the service's Error body.
    fn.addEnvironment(envNames.tokenIssuers, Stack.of(fn).toJsonString(identity.issuers.map(trustedIssuerOf)));
  },
  table: (fn, actions, { table }) => {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: actions.map((action) => `dynamodb:${action}`), resources: [table.tableArn] }),
    );
    if (actions.includes('Query'))
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: globalIndexes.map(({ indexName }) => `${table.tableArn}/index/${indexName}`),
        }),
      );
    fn.addEnvironment(envNames.tableName, table.tableName);
  },
  bucket: (fn, areas, { bucket }) => {
    for (const area of Object.keys(areas) as StorageArea[]) {
      const pattern = storageAreas[area];
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: (areas[area] ?? []).map((action) => `s3:${action}`),
          resources: [bucket.arnForObjects(pattern)],
        }),
      );
      acknowledgeWildcards(
        fn,
        [`Resource::${nagName(fn, bucket, bucket.bucketArn)}/${pattern}`],
        'Object keys hold ids only known at run time; the pattern is one part of this one bucket (storage-keys.ts).',
      );
    }
    fn.addEnvironment(envNames.bucketName, bucket.bucketName);
  },
  bucketListing: (fn, _missingObjects, { bucket }) => {
    // On the bucket itself: S3 decides between 404 and 403 on this permission, whatever the key.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    fn.addEnvironment(envNames.bucketName, bucket.bucketName);
  },
  importQueue: (fn, _send, { importQueue }) => {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [importQueue.queueArn] }));
    fn.addEnvironment(envNames.importQueueUrl, importQueue.queueUrl);
  },
  analysisQueue: (fn, _send, { analysisQueue }) => {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [analysisQueue.queueArn] }));
    fn.addEnvironment(envNames.analysisQueueUrl, analysisQueue.queueUrl);
  },
  email: (fn, _send, { email }) => {
    // On the identity SES checks, and from the service's address only: a domain identity would
    // otherwise let the function send as anyone at the domain.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [sesIdentityArn(fn, email.sesIdentity)],
        conditions: { StringEquals: { 'ses:FromAddress': email.fromAddress } },
      }),
    );
    fn.addEnvironment(envNames.emailFrom, email.fromAddress);
    // Links in outgoing emails (invitations) are built from this URL.
    if (!email.invitationBaseUrl) throw new Error(`${fn.node.id} is granted email, but no invitation page is named`);
    fn.addEnvironment(envNames.invitationBaseUrl, email.invitationBaseUrl);
  },
  backOfficeSignIns: (fn, level, { identity }) => {
    // With an external back-office issuer there is no pool of ours: that issuer signs them in.
    if (!identity.backOfficeUserPool) return;
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...signInUserActions[level]], resources: [identity.backOfficeUserPool.arn] }),
    );
    fn.addEnvironment(envNames.backOfficeUserPoolId, identity.backOfficeUserPool.id);
  },
  signInUsers: (fn, level, { identity }) => {
    if (!identity.userPool)
      throw new Error(`${fn.node.id} is granted signInUsers, but the app's external token issuer names no user pool`);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...organizationSignInActions[level]], resources: [identity.userPool.arn] }),
    );
    fn.addEnvironment(envNames.userPoolId, identity.userPool.id);
  },
  signInClient: (fn, _public, { identity }) => {
    const pool = identity.issuers.find(({ users, tokens }) => users === 'organization' && tokens === 'cognitoAccess');
    // An issuer that is no Cognito pool signs people in its own way: the page then offers no TOTP set-up.
    if (!pool) return;
    // A pool's issuer is https://cognito-idp.<region>.amazonaws.com/<pool id> (a token until deployed): its host is the endpoint's.
    fn.addEnvironment(envNames.userPoolEndpoint, `https://${Fn.select(2, Fn.split('/', pool.issuer))}`);
    fn.addEnvironment(envNames.userPoolClientId, pool.clientId);
  },
};

/**
 * What shared/stores/identity/sign-in-users.ts calls for each level, on either pool: creating a
 * sign-in, or disabling one (signing its sessions out) and enabling it again.
 */
const signInUserActions = {
  create: ['cognito-idp:AdminCreateUser'],
  switch: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminEnableUser'],
} as const;

/** An organization user's sign-in is created with the password they chose, their e-mail verified, and enabled. */
const organizationSignInActions = {
  create: [
    ...signInUserActions.create,
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminEnableUser',
  ],
  switch: signInUserActions.switch,
} as const;

export const grantOperationAccess = (fn: LambdaFunction, grants: Grants, resources: OperationResources): void => {
  for (const kind of Object.keys(grants) as (keyof Grants)[]) {
    const level = grants[kind];
    // TypeScript cannot correlate `kind` with the type of `level`; the Grantors type does that.
    if (level) (grantors[kind] as Grantor<typeof level>)(fn, level, resources, grants);
  }
};

/**
 * The partitions of the items the `callers` grant reads: a user id's claim (which names its
 * organization), an organization's own partition (its organization and user items; `?` matches one
 * character, so not its catalogue partitions, whose keys go on after the id) and a back-office user's.
 */
const anyUuid = '????????-????-????-????-????????????';
const callerPartitions = [keys.idClaim(anyUuid).PK, organizationPartition(anyUuid), keys.backOfficeUser(anyUuid).PK];

/** cdk-nag (v3) only accepts acknowledgements of exact findings, so each wildcard is named. */
const acknowledgeWildcards = (fn: LambdaFunction, findings: string[], reason: string) => {
  for (const finding of findings)
    Validations.of(fn.role ?? fn).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
};

/**
 * A resource ARN as cdk-nag spells it in findings on `scope`'s policies: within its own stack a
 * GetAtt, from another stack the name of the export it is imported from.
 */
const nagName = (scope: IConstruct, owner: IConstruct, arn: string): string => {
  const consumer = Stack.of(scope);
  const producer = Stack.of(owner);
  return flattenCfnReference(consumer.resolve(producer === consumer ? arn : producer.exportValue(arn)));
};
