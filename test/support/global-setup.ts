import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '#infra/local/seed/demo.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';

/**
 * One local stack per test run, in memory and on free ports, so that runs never collide with a
 * developer's `npm start` or with each other. Workers reach it through the provided addresses.
 */
let stack: LocalStack | undefined;
let scratch: string | undefined;

export default async function setup(project: TestProject) {
  scratch = mkdtempSync(join(tmpdir(), 'fcs-test-'));
  const issuerKeyFile = join(scratch, 'issuer.json');
  stack = await startLocalStack({
    ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
    issuerKeyFile,
    // Redelivery in seconds rather than minutes, so that a message failing five times reaches the dead-letter queue within a test.
    analysisVisibilityTimeoutSeconds: 2,
  });
  await seedDemo();
  project.provide('localStack', {
    urls: stack.urls,
    environment: stack.environment,
    cognito: stack.cognito,
    issuerKeyFile,
  });
  return async () => {
    await stack?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      urls: LocalStack['urls'];
      environment: Record<string, string>;
      cognito: LocalStack['cognito'];
      issuerKeyFile: string;
    };
  }
}
