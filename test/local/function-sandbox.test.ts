import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { createFunctionSandbox } from '#infra/local/function-sandbox.ts';

/** A function's sandbox (npm start -- --bundled): its bundle in a worker of its own, with its own environment. */
const dir = mkdtempSync(join(tmpdir(), 'fcs-sandbox-'));
const sandboxes: ReturnType<typeof createFunctionSandbox>[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const sandboxOf = (name: string, source: string, environment: Record<string, string> = {}) => {
  const file = join(dir, `${name}.js`);
  writeFileSync(file, source);
  const sandbox = createFunctionSandbox({ name, file, environment });
  sandboxes.push(sandbox);
  return sandbox;
};

describe('a function sandbox', () => {
  it('runs the bundle with its own environment, module scope and context', async () => {
    const source = `let calls = 0;
      exports.handler = async (event, context) => ({ calls: ++calls, setting: process.env.SETTING, event, name: context.functionName, remaining: context.getRemainingTimeInMillis() });`;
    const one = sandboxOf('one', source, { SETTING: 'one' });
    const two = sandboxOf('two', source, { SETTING: 'two' });
    expect(await one.invoke({ n: 1 }, lambdaContext('one', 5_000))).toMatchObject({
      calls: 1,
      setting: 'one',
      event: { n: 1 },
      name: 'one',
    });
    expect(await one.invoke({ n: 2 }, lambdaContext('one', 5_000))).toMatchObject({ calls: 2, setting: 'one' });
    const fromTwo = (await two.invoke({}, lambdaContext('two', 5_000))) as {
      calls: number;
      setting: string;
      remaining: number;
    };
    expect(fromTwo).toMatchObject({ calls: 1, setting: 'two' });
    expect(fromTwo.remaining).toBeGreaterThan(0);
    expect(fromTwo.remaining).toBeLessThanOrEqual(5_000);
    expect(process.env.SETTING).toBeUndefined();
  });

  it("fails the invocation with the handler's error", async () => {
    const sandbox = sandboxOf('throws', `exports.handler = async () => { throw new TypeError('no such thing'); };`);
    await expect(sandbox.invoke({}, lambdaContext('throws'))).rejects.toThrow(
      expect.objectContaining({ name: 'TypeError', message: 'no such thing' }),
    );
  });

  it('fails the invocation when the bundle cannot load, and tries a new worker on the next one', async () => {
    const sandbox = sandboxOf('broken', `require('./not-bundled'); exports.handler = async () => 'never';`);
    await expect(sandbox.invoke({}, lambdaContext('broken'))).rejects.toThrow(/not-bundled/);
    writeFileSync(join(dir, 'not-bundled.js'), '');
    expect(await sandbox.invoke({}, lambdaContext('broken'))).toBe('never');
  });
});
