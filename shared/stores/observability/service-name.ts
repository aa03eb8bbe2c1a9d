/** The service's name in logs, traces and metrics; the CDK stacks set it on every function (infra/function-settings.ts). */
export const defaultServiceName = 'facility-compliance-service';

/** The `service` of every log line, trace and metric: as the function was given it, or the service's own name in scripts and the local stack. */
export const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? defaultServiceName;
