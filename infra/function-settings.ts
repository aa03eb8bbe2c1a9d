import { defaultServiceName } from '#shared/stores/observability/service-name.ts';

/**
 * What the CDK gives every function, in a module without aws-cdk-lib: the local stack, which
 * imitates those functions (infra/local), reads the same facts without loading the CDK.
 */
export const functionSettings = {
  memoryMb: 512,
  /** The `service` of every log line, trace and metric. */
  serviceName: defaultServiceName,
  /** The namespace of the business metrics (shared/stores/observability/metrics.ts; monitoring.ts graphs them). */
  metricsNamespace: 'FacilityCompliance',
} as const;
