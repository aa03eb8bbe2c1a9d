import { Logger } from '@aws-lambda-powertools/logger';
import { serviceName } from './service-name.ts';

/** Created once per process: every handler and domain module logs through this instance. */
export const logger = new Logger({ serviceName });
