import { Logger } from '@aws-lambda-powertools/logger';

/** Created once per process: every handler and domain module logs through this instance. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'facility-compliance' });
