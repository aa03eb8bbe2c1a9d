/** The `service` of every log line, trace and metric: the CDK stacks set it; scripts and the local stack take the default. */
export const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'facility-compliance';
