import { gzipSync } from 'node:zlib';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { invitationPage } from '#functions/invitations/page/page-html.ts';
import { totpCode } from '#infra/local/totp.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { perLanguage } from '#shared/vocabulary/codes/languages.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import { call } from '#test/support/api.ts';
import { type AxeResult, type BrowserPage, launchChromium } from '#test/support/chromium.ts';
import { anInvitation, expireInvitation, sendInvitation } from '#test/support/invitations.ts';

/**
 * The page of the invitation e-mail's link, in a real headless Chromium against the test stack:
 * the flow from the link to a user signed in with TOTP, the message of every link that no longer
 * works, a refused password, the keyboard alone, and axe-core's WCAG A/AA rules on every state.
 */
const { clientId } = inject('localStack').cognito.pools.organization;
const cognitoClient = new CognitoIdentityProviderClient({ maxAttempts: 1 });
let chromium: Awaited<ReturnType<typeof launchChromium>>;
const axeResults: { state: string; result: AxeResult }[] = [];

beforeAll(async () => {
  chromium = await launchChromium();
}, 60_000);
afterAll(async () => {
  cognitoClient.destroy();
  await chromium?.close();
});

const linkOf = (token: string) => `${process.env[envNames.invitationBaseUrl]}#${token}`;
const text = (page: BrowserPage, id: string) => page.evaluate<string>(`document.getElementById('${id}').textContent`);
const visible = (id: string) => `!document.getElementById('${id}').hidden`;
const focused = (page: BrowserPage) => page.evaluate<string>('document.activeElement?.id ?? ""');

/** axe-core on the page as it is, kept for the figures, and no violation allowed. */
const expectAccessible = async (page: BrowserPage, state: string) => {
  const result = await page.axe();
  axeResults.push({ state, result });
  expect(result.violations, state).toEqual([]);
};

const password = 'Correct-Horse-42!';

describe('the invitation page', () => {
  it('is served as one small HTML document under a strict Content-Security-Policy', async () => {
    const { status, body, headers } = await call('GET', '/invitations/v1/page', {
      headers: { 'accept-language': 'de-CH, fr;q=0.8' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(body).toMatch(/^<!doctype html>\n<html lang="de">/);
    const policy = headers.get('content-security-policy')!;
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-/);
    expect(policy).toContain(`connect-src 'self' ${inject('localStack').cognito.endpoint}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    // Everything the page is, in one response: no other request but inspect, accept and Cognito.
    expect(body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const bytes = Buffer.byteLength(body);
    const gzipped = gzipSync(body).length;
    console.info(`invitation page: ${bytes} bytes, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThan(10_000);
  });

  it('offers no TOTP set-up and calls only its own API when organization users sign in with no pool of ours', () => {
    const { html, headers } = invitationPage({
      language: 'en',
      words: perLanguage((language) => LABELS[language].invitationPage),
      signIn: null,
    });
    expect(headers['content-security-policy']).toContain("connect-src 'self'; ");
    expect(html).not.toContain('id="totp-start"');
    expect(html).toContain('<script type="application/json" id="page-config">null</script>');
  });

  it('takes a fresh link to an accepted invitation, TOTP set up, and a sign-in with its code that the API serves', async () => {
    const { organization, person, token } = await anInvitation('fr-FR');
    const page = await chromium.openPage(linkOf(token));
    let secret = '';
    try {
      await page.waitFor(visible('invitation'));
      expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
      expect(await text(page, 'organization-name')).toBe(organization.name);
      expect(await text(page, 'email-address')).toBe(person.email);
      expect(await page.evaluate('[...document.querySelectorAll("#rules li")].map((li) => li.textContent)')).toEqual([
        'au moins 12 caractères',
        'une lettre minuscule',
        'une lettre majuscule',
        'un chiffre',
        'un symbole, par exemple ! ? # - _',
      ]);
      await expectAccessible(page, 'open');

      expect(await focused(page)).toBe('password');
      await page.type(password);
      await page.press('Enter');
      await page.waitFor(visible('welcome'));
      expect(await text(page, 'status')).toBe(LABELS.fr.invitationPage.accepted);
      expect(await text(page, 'sign-in-email')).toBe(person.email);
      expect(await page.evaluate('window.location.hash')).toBe('');
      await expectAccessible(page, 'accepted');

      await page.evaluate(`document.getElementById('totp-start').click()`);
      await page.waitFor(`document.getElementById('totp-secret').textContent`);
      secret = await text(page, 'totp-secret');
      expect(await page.evaluate(`document.getElementById('totp-link').getAttribute('href')`)).toBe(
        `otpauth://totp/${encodeURIComponent(`${organization.name}:${person.email}`)}?secret=${secret}&issuer=${encodeURIComponent(organization.name)}`,
      );
      await expectAccessible(page, 'totp set-up');
      expect(await focused(page)).toBe('totp-code');
      await page.type(totpCode(secret));
      await page.press('Enter');
      await page.waitFor(
        `document.getElementById('status').textContent === ${JSON.stringify(LABELS.fr.invitationPage.totpDone)}`,
      );
      await expectAccessible(page, 'totp done');
    } finally {
      await page.close();
    }

    const challenge = await cognitoClient.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: person.id, PASSWORD: password },
      }),
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const { AuthenticationResult } = await cognitoClient.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: person.id, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
    );
    const signedIn = await call('GET', '/rs/notification-preferences/v1/types', {
      authorization: `Bearer ${AuthenticationResult!.AccessToken}`,
    });
    expect(signedIn.status).toBe(200);
  });

  it.each([
    ['used', 'en-US'],
    ['replaced', 'de-DE'],
    ['ended', 'fr-FR'],
    ['expired', 'en-US'],
    ['unknown', undefined],
  ] as const)('shows the message of a link %s, in its organization language', async (state, language) => {
    let token = 'C'.repeat(43);
    if (language) {
      const invitation = await anInvitation(language);
      token = invitation.token;
      if (state === 'used')
        expect((await call('POST', '/invitations/v1/accept', { body: { token, password } })).status).toBe(200);
      if (state === 'replaced') await sendInvitation(invitation.organization.id, invitation.person);
      if (state === 'ended') await invitation.restate({ status: 'disabled' });
      if (state === 'expired') await expireInvitation(invitation.organization.id, invitation.person.id);
    }
    const page = await chromium.openPage(linkOf(token));
    try {
      await page.waitFor(visible('ended'));
      const lang = (language?.slice(0, 2) ?? 'en') as 'fr' | 'en' | 'de';
      expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
      expect(await text(page, 'ended-message')).toBe(LABELS[lang].invitationPage[state]);
      expect(await page.evaluate(visible('invitation'))).toBe(false);
      await expectAccessible(page, state);
    } finally {
      await page.close();
    }
  });

  it('says why a password is refused: the rules it misses before sending it, the pool refusal after', async () => {
    const { token } = await anInvitation('en-US');
    const page = await chromium.openPage(linkOf(token));
    try {
      await page.waitFor(visible('invitation'));
      await page.type('short');
      await page.press('Enter');
      await page.waitFor(`document.getElementById('alert').textContent`);
      expect(await text(page, 'alert')).toBe(
        `${LABELS.en.invitationPage.rulesUnmet} at least 12 characters, an uppercase letter, a digit, a symbol, such as ! ? # - _.`,
      );
      expect(await page.evaluate(`document.getElementById('password').getAttribute('aria-invalid')`)).toBe('true');
      await expectAccessible(page, 'rules unmet');

      // cognito-local enforces no policy: the pool's refusal, as the accept answers it in AWS, is staged.
      await page.answerRequests('*/invitations/v1/accept', {
        status: 400,
        body: {
          error: 'validation_error',
          message: 'Invalid request',
          requestId: 'staged',
          details: [{ location: 'body', path: 'password', message: 'too common', code: 'password_refused' }],
        },
      });
      await page.evaluate(`document.getElementById('password').select()`);
      await page.type(password);
      await page.press('Enter');
      await page.waitFor(
        `document.getElementById('alert').textContent === ${JSON.stringify(LABELS.en.invitationPage.passwordRefused)}`,
      );
      expect(await page.evaluate(visible('invitation'))).toBe(true);
      await expectAccessible(page, 'password refused');
    } finally {
      await page.close();
    }
  });

  it('can be used with the keyboard alone: Tab to each control, Enter to submit', async () => {
    const { token } = await anInvitation('de-DE');
    const page = await chromium.openPage(linkOf(token));
    try {
      await page.waitFor(visible('invitation'));
      // The page puts the focus on the password; Tab goes on to the checkbox and the button, in order.
      const order = [await focused(page)];
      for (let step = 0; step < 2; step += 1) {
        await page.press('Tab');
        order.push(await focused(page));
      }
      expect(order).toEqual(['password', 'show-password', 'accept-button']);
      await page.press('Tab', 8); // Shift+Tab back to the checkbox …
      await page.press('Tab', 8); // … and the password
      expect(await focused(page)).toBe('password');
      await page.type(password);
      await page.press('Tab');
      await page.press('Tab');
      expect(await focused(page)).toBe('accept-button');
      await page.press('Enter');
      await page.waitFor(visible('welcome'));
      expect(await text(page, 'status')).toBe(LABELS.de.invitationPage.accepted);
      expect(await focused(page)).toBe('welcome-title');
      await page.press('Tab');
      expect(await focused(page)).toBe('totp-start');
      await page.press('Enter');
      await page.waitFor(visible('totp-setup'));
      expect(await focused(page)).toBe('totp-code');
    } finally {
      await page.close();
    }
  });

  it('ran axe-core on every state of the page', () => {
    const rules = axeResults.map(({ result }) => result.rulesRun);
    console.info(
      `axe-core: ${axeResults.length} states, ${Math.min(...rules)}–${Math.max(...rules)} rules each, ${axeResults.reduce((n, { result }) => n + result.violations.length, 0)} violations, undecided: ${[...new Set(axeResults.flatMap(({ result }) => result.incomplete))].join(', ') || 'none'}`,
    );
    expect(axeResults.map(({ state }) => state).sort()).toEqual(
      [
        'accepted',
        'ended',
        'expired',
        'open',
        'replaced',
        'password refused',
        'rules unmet',
        'totp done',
        'totp set-up',
        'unknown',
        'used',
      ].sort(),
    );
  });
});
