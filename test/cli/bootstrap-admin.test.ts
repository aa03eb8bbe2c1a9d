import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { projectRoot } from '#infra/project-root.ts';

/**
 * `npm run bootstrap-admin` against a stack of its own that holds no back-office user yet, as a
 * fresh deployment does: the first administrator is made once, with a sign-in whose first password
 * Cognito sends; a second run is refused and changes nothing.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({
    ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
    eventConsumers: false,
  });
});
afterAll(() => stack?.stop());

const bootstrap = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'infra/cli/bootstrap-admin.ts', ...args],
      { cwd: projectRoot, env: { ...process.env, ...stack.environment }, encoding: 'utf8' },
    );
    return { code: 0, answer: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, answer: failed.stdout ? JSON.parse(failed.stdout) : failed.stderr };
  }
};

describe('npm run bootstrap-admin', () => {
  it('makes the first back-office administrator once, with a sign-in of the back-office pool', async () => {
    const first = await bootstrap('--email', 'first.admin@example.com', '--first-name', 'Ada', '--last-name', 'First');
    expect(first).toMatchObject({
      code: 0,
      answer: { ok: true, user: { email: 'first.admin@example.com', role: 'bo_admin', status: 'active' } },
    });
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.cognito.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const signIn = await cognito.send(
      new AdminGetUserCommand({
        UserPoolId: stack.cognito.pools.backOffice.userPoolId,
        Username: first.answer.user.id,
      }),
    );
    cognito.destroy();
    expect(signIn.UserStatus).toBe('FORCE_CHANGE_PASSWORD');

    const second = await bootstrap(
      '--email',
      'second.admin@example.com',
      '--first-name',
      'Bo',
      '--last-name',
      'Second',
    );
    expect(second).toMatchObject({
      code: 1,
      answer: { ok: false, error: 'conflict', details: { reason: 'already_bootstrapped' } },
    });
  });

  it('refuses a malformed administrator and a missing argument', async () => {
    expect(await bootstrap('--email', 'not-an-e-mail', '--first-name', 'A', '--last-name', 'B')).toMatchObject({
      code: 1,
      answer: { ok: false, error: 'validation_error' },
    });
    expect((await bootstrap('--email', 'a@example.com')).code).toBe(2);
  });
});
