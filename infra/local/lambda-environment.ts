import type { Grants } from '#functions/operations.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { envNames, type Setting } from '#shared/stores/config/env.ts';

/**
 * The environment one function finds in Lambda, for running its bundle locally: what the Lambda
 * runtime sets, what the CDK stacks set (the Powertools settings of operation-function.ts, and
 * the settings of its grants only, as operation-access.ts adds them), and the local stack's
 * endpoints and credentials. A function that reads a setting its grants do not give fails here as
 * it would in AWS.
 */

/** Typed as a complete record so that a new kind of grant does not compile until it is listed here. */
const grantSettings: { [Kind in keyof Grants]-?: readonly Setting[] } = {
  callers: ['tableName', 'tokenIssuers'],
  table: ['tableName'],
  bucket: ['bucketName'],
  bucketListing: ['bucketName'],
  analysisQueue: ['analysisQueueUrl'],
  importQueue: ['importQueueUrl'],
  email: ['emailFrom', 'invitationBaseUrl'],
  signInUsers: ['userPoolId'],
  backOfficeSignIns: ['backOfficeUserPoolId'],
  signInClient: ['userPoolEndpoint', 'userPoolClientId'],
};

const everyGrantSetting = new Set<string>(
  Object.values(grantSettings).flatMap((settings) => settings.map((setting) => envNames[setting])),
);

interface LambdaFunctionSpec {
  name: string;
  grants: Grants;
  /** The folder Lambda unpacks the bundle into. */
  bundleDir: string;
}

/** `stackEnvironment` is the local stack's, which holds every setting of every grant. */
export const lambdaEnvironment = (
  { name, grants, bundleDir }: LambdaFunctionSpec,
  stackEnvironment: Readonly<Record<string, string>>,
): Record<string, string> => {
  const shared = Object.entries(stackEnvironment).filter(([key]) => !everyGrantSetting.has(key));
  const granted = (Object.keys(grants) as (keyof Grants)[])
    .filter((kind) => grants[kind])
    .flatMap((kind) =>
      grantSettings[kind].map((setting) => [envNames[setting], stackEnvironment[envNames[setting]] ?? ''] as const),
    );
  const region = stackEnvironment.AWS_REGION ?? 'us-east-1';
  return {
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(functionSettings.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    LAMBDA_TASK_ROOT: bundleDir,
    _HANDLER: 'index.handler',
    TZ: ':UTC',
    ...Object.fromEntries(shared),
    POWERTOOLS_SERVICE_NAME: functionSettings.serviceName,
    POWERTOOLS_METRICS_NAMESPACE: functionSettings.metricsNamespace,
    // There is no X-Ray daemon locally; AWS_EXECUTION_ENV would otherwise switch the tracer on.
    POWERTOOLS_TRACE_ENABLED: 'false',
    ...Object.fromEntries(granted),
  };
};
