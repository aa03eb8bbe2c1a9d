import { inject } from 'vitest';

/** Test workers talk to the same local stack as the servers, through the same settings. */
Object.assign(process.env, inject('localStack').environment);
