/**
 * Every setting the functions read from their environment. The CDK stacks and the local stack set
 * the same names; a missing setting fails on first use with its name, not with an undefined later.
 */
export const envNames = {
  tableName: 'TABLE_NAME',
  bucketName: 'BUCKET_NAME',
  analysisQueueUrl: 'ANALYSIS_QUEUE_URL',
  importQueueUrl: 'IMPORT_QUEUE_URL',
  emailFrom: 'EMAIL_FROM_ADDRESS',
  invitationBaseUrl: 'INVITATION_BASE_URL',
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  tokenIssuers: 'TOKEN_ISSUERS',
  /** The Cognito user pool holding organization users' sign-ins, for the functions that create or disable them. */
  userPoolId: 'USER_POOL_ID',
  /** The pool's public app client, for signing in from the invitation page and the command line (`npm run sign-in`). */
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Where that client signs in: the pool's regional Cognito endpoint in AWS, cognito-local's locally. */
  userPoolEndpoint: 'USER_POOL_ENDPOINT',
  /** The back-office users' pool and its app client: set locally only, for the demo's sign-ins and `npm run sign-in`. */
  backOfficeUserPoolId: 'BACK_OFFICE_USER_POOL_ID',
  backOfficeUserPoolClientId: 'BACK_OFFICE_USER_POOL_CLIENT_ID',
} as const;

export type Setting = keyof typeof envNames;

export const setting = (name: Setting): string => {
  const value = process.env[envNames[name]];
  if (!value) throw new Error(`Missing environment variable ${envNames[name]}`);
  return value;
};

export const optionalSetting = (name: Setting): string | undefined => process.env[envNames[name]] || undefined;
