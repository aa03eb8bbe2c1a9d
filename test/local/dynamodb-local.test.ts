import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/free-port.ts';
import { projectRoot } from '#infra/project-root.ts';

const answers = (endpoint: string): Promise<boolean> =>
  fetch(endpoint).then(
    () => true,
    () => false,
  );

/** A process of its own that starts DynamoDB Local on the port and says `ready`. */
const startingProcess = (port: number): ChildProcess =>
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startDynamoDbLocal } = await import('#infra/local/dynamodb-local.ts');
       await startDynamoDbLocal({ port: ${port} });
       console.log('ready');`,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );

describe('DynamoDB Local', () => {
  it('ends with the process that started it, even one killed without a chance to stop it', async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    const starter = startingProcess(port);
    const [output] = (await once(starter.stdout!, 'data')) as [Buffer];
    expect(output.toString()).toContain('ready');
    expect(await answers(endpoint)).toBe(true);

    starter.kill('SIGKILL');
    await once(starter, 'exit');
    let answering = true;
    for (let tries = 0; answering && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answering = await answers(endpoint);
    }
    expect(answering).toBe(false);
  }, 60_000);
});
