import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaBundling } from '#infra/bundling.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { projectRoot } from '#infra/project-root.ts';

interface OperationFunctionProps {
  /** Handler module relative to the project root, as in the operation table. */
  entry: string;
  description?: string;
  /** API Gateway gives up after 30 s, so HTTP handlers keep the 10 s default. */
  timeout?: Duration;
  logLevel?: string;
  /** The project's default (function-settings.ts) unless the operation table says otherwise. */
  memoryMb?: number;
  /** Concurrency set aside for this function alone (CDK context `reservedConcurrency`); none by default. */
  reservedConcurrency?: number;
  /** How long its log group keeps its logs (CDK context `logRetentionDays`). */
  logRetention: RetentionDays;
}

/**
 * One Lambda per operation with the project's defaults, X-Ray active tracing among them. Its role
 * and log group are created next to it (a subclass cannot create children before `super`): the
 * role so that the function gets write access to its own log group only, instead of the
 * AWSLambdaBasicExecutionRole managed policy.
 */
export class OperationFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: OperationFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}LogGroup`, { retention: props.logRetention });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: path.join(projectRoot, props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      bundling: lambdaBundling,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? functionSettings.memoryMb,
      timeout: props.timeout ?? Duration.seconds(10),
      reservedConcurrentExecutions: props.reservedConcurrency,
      description: props.description,
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      environment: {
        POWERTOOLS_SERVICE_NAME: functionSettings.serviceName,
        POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
        // Without it the functions emit no business metrics (shared/stores/observability/metrics.ts).
        POWERTOOLS_METRICS_NAMESPACE: functionSettings.metricsNamespace,
        // No --enable-source-maps: decoding the map costs every cold start ~8 ms (docs/decisions.md);
        // the map ships beside the bundle, to read a logged stack offline.
      },
    });

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
  }
}
