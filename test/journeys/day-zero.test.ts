import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { totpCode } from '#infra/local/totp.ts';
import { projectRoot } from '#infra/project-root.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import { createApiClient } from '#test/support/api.ts';
import { aCatalogueAttachment, aRecord } from '#test/support/catalogue-fixtures.ts';
import { launchChromium } from '#test/support/chromium.ts';
import { mailsTo } from '#test/support/mail.ts';
import { timed } from '#test/support/timed.ts';

/**
 * Day 0, on a stack of its own that starts empty as a fresh deployment does, driven only through
 * the README's commands, the API and the invitation page in Chromium, as an operator and a customer would in AWS: the first
 * administrator, their first sign-in, a second back-office user, a customer's catalogue, an
 * invitation, its acceptance, and the invited user's first search and files. Prints each step's time.
 */
let stack: LocalStack;
let api: ReturnType<typeof createApiClient>;
let chromium: Awaited<ReturnType<typeof launchChromium>>;
const folder = mkdtempSync(join(tmpdir(), 'fcs-day-zero-'));
beforeAll(async () => {
  stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
  api = createApiClient(stack.urls, async () => stack.issuer);
  chromium = await launchChromium();
});
afterAll(async () => {
  await chromium?.close();
  await stack?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** A README command, `npm run <script> -- …`, against this stack (its environment names it). */
const run = async (script: string, ...args: string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...stack.environment },
    encoding: 'utf8',
  });
  return stdout;
};

const steps: Record<string, number> = {};

const visible = (id: string) => `!document.getElementById('${id}').hidden`;

const emailedTo = (address: string) => stack.cognitoDeliveries().filter((delivery) => delivery.destination === address);

describe('day 0: from an empty deployment to a customer’s first signed-in user', () => {
  it('bootstraps, signs in, adds a colleague, loads a customer, invites, accepts, and the user searches and lists files', async () => {
    const adminEmail = `ada.${randomUUID()}@example.com`;
    const bootstrapped = await timed(steps, '1. bootstrap the first administrator', async () =>
      JSON.parse(
        await run('infra/cli/bootstrap-admin.ts', '--email', adminEmail, '--first-name', 'Ada', '--last-name', 'Admin'),
      ),
    );
    expect(bootstrapped).toMatchObject({ ok: true, user: { email: adminEmail, status: 'active' } });
    const [temporary] = emailedTo(adminEmail);
    expect(temporary?.code).toEqual(expect.any(String));

    const adminTokens = await timed(steps, '2. first sign-in: temporary password, then a new one', async () =>
      JSON.parse(
        await run(
          'infra/cli/sign-in.ts',
          '--back-office',
          bootstrapped.user.id,
          temporary!.code,
          '--new-password',
          'Ada-Chose-This-1!',
          '--set-up-totp',
        ),
      ),
    );
    const admin = `Bearer ${adminTokens.accessToken}`;

    const colleagueEmail = `bo.${randomUUID()}@example.com`;
    const colleague = await timed(steps, '3. a second back-office user', () =>
      api.call('POST', '/bo/back-office-users/v1', {
        authorization: admin,
        body: { firstName: 'Bo', lastName: 'Colleague', email: colleagueEmail },
      }),
    );
    expect(colleague.status).toBe(201);
    expect(emailedTo(colleagueEmail)).toHaveLength(1);

    const organizationId = randomUUID();
    const anomaly = aRecord('anomaly', { title: 'Porte coupe-feu bloquée', status: 'open' });
    const manager = {
      id: randomUUID(),
      firstName: 'Max',
      lastName: 'Manager',
      email: `max.${randomUUID()}@example.com`,
      role: 'manager',
      status: 'active',
    };
    const invitee = {
      id: randomUUID(),
      firstName: 'Nina',
      lastName: 'Nouvelle',
      email: `nina.${randomUUID()}@example.com`,
      role: 'manager',
      status: 'pending',
    };
    const file = join(folder, 'customer.catalogue.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'catalogue/v2',
        organization: {
          id: organizationId,
          type: 'rs',
          name: 'Client Premier',
          language: 'fr-FR',
          timezone: 'Europe/Paris',
        },
        users: [manager, invitee],
        records: [anomaly],
        attachments: [aCatalogueAttachment(anomaly.id, 'constat.txt', manager.id)],
      }),
    );
    // An import job through the API, as in AWS: the command uploads, starts and follows it.
    const imported = await timed(steps, '4. load the customer (npm run import, as an import job)', () =>
      run('infra/cli/import.ts', file, '--api', stack.urls.main, '--token', adminTokens.accessToken),
    );
    expect(imported).toMatch(/import job [0-9a-f-]{36}, organization .*, 1 records imported/);

    const sent = await timed(steps, '5. re-send the invitation', () =>
      api.call('POST', `/bo/users/v1/${invitee.id}/invitation/resend`, { authorization: admin }),
    );
    expect(sent.status).toBe(200);
    const link = /(https?:\/\/\S+#\S+)/.exec(
      (await mailsTo(invitee.email, stack.urls.ses)).at(-1)!.body.text ?? '',
    )![1]!;

    // The e-mailed link, opened in Chromium: the page accepts with the chosen password, then sets TOTP up.
    const totpSecret = await timed(steps, '6. open the link, choose a password, set up TOTP', async () => {
      const page = await chromium.openPage(link);
      try {
        await page.waitFor(visible('invitation'));
        await page.type('Nina-Chose-This-1!');
        await page.press('Enter');
        await page.waitFor(visible('welcome'));
        await page.evaluate(`document.getElementById('totp-start').click()`);
        await page.waitFor(`document.getElementById('totp-secret').textContent`);
        const secret = await page.evaluate<string>(`document.getElementById('totp-secret').textContent`);
        await page.type(totpCode(secret));
        await page.press('Enter');
        await page.waitFor(
          `document.getElementById('status').textContent === ${JSON.stringify(LABELS.fr.invitationPage.totpDone)}`,
        );
        return secret;
      } finally {
        await page.close();
      }
    });

    const ninaTokens = await timed(steps, '7a. sign in (password and TOTP code)', async () =>
      JSON.parse(await run('infra/cli/sign-in.ts', invitee.email, 'Nina-Chose-This-1!', '--totp-secret', totpSecret)),
    );
    const nina = `Bearer ${ninaTokens.accessToken}`;
    const answer = await timed(steps, '7b. search', () =>
      api.call('POST', '/rs/search/v1/query', { authorization: nina, body: { query: 'anomalies ouvertes' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.sections[0].cards.map((card: { id: string }) => card.id)).toContain(anomaly.id);
    const session = await timed(steps, '7c. open a session', () =>
      api.call('POST', '/sessions/v1', { api: 'attachments', authorization: nina, body: { deviceId: 'nina-phone' } }),
    );
    expect(session.status).toBe(201);
    const files = await timed(steps, '7d. list a record’s files', async () => {
      const origin = await api.call('GET', `/rs/origins/v1/${anomaly.id}`, { authorization: nina });
      return api.call('GET', `/attachments/v3/origin/${origin.body.type}/${origin.body.id}`, {
        api: 'attachments',
        authorization: nina,
        headers: { 'x-session-token': session.body.sessionToken },
      });
    });
    expect(files.body.data.map((listed: { name: string }) => listed.name)).toEqual(['constat.txt']);
    console.log(`day 0 journey, ms per step: ${JSON.stringify(steps, null, 2)}`);
  });
});
