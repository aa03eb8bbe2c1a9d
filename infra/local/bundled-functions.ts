import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import {
  type EventConsumer,
  eventConsumers,
  type Grants,
  httpOperations,
  operatorCommands,
} from '#functions/operations.ts';
import { buildFunctionBundle, type FunctionBundle } from '#infra/function-bundle.ts';
import type { OperationModule } from '#infra/operation-modules.ts';
import { projectRoot } from '#infra/project-root.ts';
import { createFunctionSandbox, type FunctionSandbox } from './function-sandbox.ts';
import { lambdaEnvironment } from './lambda-environment.ts';
import type { LocalFunctions } from './local-functions.ts';

export interface BundledFunctionsOptions {
  /** Where the bundles are built; emptied first, so that no bundle of an earlier build lingers. */
  dir: string;
  /** The local stack's environment, from which each function gets what Lambda would give it. */
  environment: Readonly<Record<string, string>>;
  /** The most old-generation heap each sandbox may hold, in MB. */
  heapLimitMb?: number;
}

/** `functions/search/query.ts` → `search-query`: one folder per entry. */
const folderOf = (entry: string) =>
  entry
    .replace(/^functions\//, '')
    .replace(/\.ts$/, '')
    .replaceAll('/', '-');

/** One bundle per entry of the operation table (several operations share one), built as `cdk synth` builds them. */
const buildBundles = async (dir: string): Promise<ReadonlyMap<string, FunctionBundle>> => {
  rmSync(dir, { recursive: true, force: true });
  const entries = [...new Set([...httpOperations, ...eventConsumers, ...operatorCommands].map((fn) => fn.entry))];
  return new Map(
    await Promise.all(
      entries.map(
        async (entry) =>
          [entry, await buildFunctionBundle(join(projectRoot, entry), join(dir, folderOf(entry)))] as const,
      ),
    ),
  );
};

/** Every function of the operation table from its bundle, each in a sandbox of its own with Lambda's environment. */
export const startBundledFunctions = async ({
  dir,
  environment,
  heapLimitMb,
}: BundledFunctionsOptions): Promise<LocalFunctions> => {
  const bundles = await buildBundles(dir);
  const sandboxes = new Map<string, FunctionSandbox>();
  const sandboxOf = ({ name, entry, grants }: { name: string; entry: string; grants: Grants }) => {
    if (!sandboxes.has(name)) {
      const { dir: bundleDir, file } = bundles.get(entry)!;
      sandboxes.set(
        name,
        createFunctionSandbox({
          name,
          file,
          environment: lambdaEnvironment({ name, grants, bundleDir }, environment),
          heapLimitMb,
        }),
      );
    }
    return sandboxes.get(name)!;
  };
  const handlerOf = (fn: { name: string; entry: string; grants: Grants }) => {
    const sandbox = sandboxOf(fn);
    return (event: unknown, context: Context) => sandbox.invoke(event, context);
  };
  return {
    httpHandler: async (operation) =>
      handlerOf({ ...operation, name: operation.operationId }) as OperationModule['handler'],
    consumerHandler: async <H>(consumer: EventConsumer) => handlerOf(consumer) as H,
    heapUsed: async (name) => sandboxes.get(name)?.heapUsed(),
    stop: async () => void (await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.stop()))),
  };
};
