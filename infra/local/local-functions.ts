import type { EventConsumer, HttpOperation } from '#functions/operations.ts';
import { loadConsumerHandler, loadOperationModule, type OperationModule } from '#infra/operation-modules.ts';

/**
 * Where the local stack finds each function's handler: the TypeScript sources, in this process
 * (the default), or the bundles CDK deploys, each in a sandbox of its own (bundled-functions.ts).
 */
export interface LocalFunctions {
  httpHandler(operation: HttpOperation): Promise<OperationModule['handler']>;
  consumerHandler<H>(consumer: EventConsumer): Promise<H>;
  /** The heap a function's sandbox holds now, in bytes: only bundled functions run in a heap of their own. */
  heapUsed(name: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

export const sourceFunctions: LocalFunctions = {
  httpHandler: async (operation) => (await loadOperationModule(operation)).handler,
  consumerHandler: loadConsumerHandler,
  heapUsed: async () => undefined,
  stop: async () => {},
};
