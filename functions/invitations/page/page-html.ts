import { createHash } from 'node:crypto';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import type { InvitationPageWords } from '#shared/vocabulary/languages/parts.ts';
import { passwordSymbols } from '#shared/vocabulary/users/password-policy.ts';
import { invitationPageScript } from './page-script.ts';

/**
 * Contrast AA everywhere: text #1a1a1a and links, focus and buttons #0b57d0 on white (≥ 7:1 and
 * 6.2:1), errors #a50e0e (8.4:1); a visible focus ring on every control.
 */
const style = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:36rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
input[type=password],input[type=text]{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:2px solid #595959;border-radius:4px}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;color:#fff;background:#0b57d0;border:0;border-radius:4px;cursor:pointer}
button:disabled{background:#595959}
a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
[aria-invalid=true]{border-color:#a50e0e}
#alert{color:#a50e0e;font-weight:600}
code{font-size:1.2rem;word-break:break-all}
`;

/**
 * The script as the browser runs it. Under `tsx` (`npm start`) esbuild keeps functions' names by
 * wrapping them in `__name(…)`, a helper of the module the function came from: the page defines
 * it as a no-op so that the serialised function runs alone.
 */
const script = `"use strict";const __name=(target)=>target;(${String(invitationPageScript)})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptHash = sha256(script);
const styleHash = sha256(style);

/** JSON inside a `<script>` data block: `<` escaped, so that no text can close the block. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

interface PageFacts {
  /** The language the page opens in, until the link's organization names its own. */
  language: Language;
  words: Readonly<Record<Language, InvitationPageWords>>;
  /** Where the page signs in for the TOTP set-up: the organization pool's endpoint and public app client; null without a pool of ours. */
  signIn: { endpoint: string; clientId: string } | null;
}

/**
 * The headers that confine the page: its one script and one style by hash, its requests to its
 * own API (inspect, accept) and to the Cognito endpoint only, no frame may hold it, no referrer
 * leaves it.
 */
const pageHeaders = (endpoint: string | undefined) => ({
  'content-security-policy': [
    "default-src 'none'",
    `script-src ${scriptHash}`,
    `style-src ${styleHash}`,
    endpoint ? `connect-src 'self' ${new URL(endpoint).origin}` : "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
});

type Word = (key: keyof InvitationPageWords, tag?: string, attributes?: string) => string;

/** The optional TOTP set-up, shown once the invitation is accepted. */
const totpSetUp = (word: Word) => `${word('totpTitle', 'h2')}
${word('totpIntro', 'p')}
${word('totpStart', 'button', ' id="totp-start" type="button"')}
<div id="totp-setup" hidden>
${word('totpSecret', 'p')}
<p><code id="totp-secret"></code></p>
<p>${word('totpLink', 'a', ' id="totp-link" href="#"')}</p>
<form id="totp-form" novalidate>
<label for="totp-code">${word('totpCode')}</label>
<input id="totp-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
${word('totpVerify', 'button', ' type="submit"')}
</form>
</div>`;

/** The page and its headers. Every text carries `data-word`, which the script rewrites in the organization's language. */
export const invitationPage = ({ language, words, signIn }: PageFacts) => {
  const w = words[language];
  const word: Word = (key, tag = 'span', attributes = '') =>
    `<${tag}${attributes} data-word="${key}">${escapeHtml(w[key])}</${tag}>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${word('title', 'h1')}
<noscript>${word('noScript', 'p')}</noscript>
<p id="status" role="status">${word('loading')}</p>
<p id="alert" role="alert"></p>
<section id="invitation" hidden>
<dl><dt>${word('organization')}</dt><dd id="organization-name"></dd><dt>${word('email')}</dt><dd id="email-address"></dd></dl>
<form id="accept-form" novalidate>
<label for="password">${word('password')}</label>
${word('rulesTitle', 'p', ' id="rules-title"')}
<ul id="rules"></ul>
<input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="rules-title rules">
<label class="check" for="show-password"><input id="show-password" type="checkbox">${word('showPassword')}</label>
${word('accept', 'button', ' id="accept-button" type="submit"')}
</form>
</section>
<section id="ended" hidden>
<p id="ended-message" tabindex="-1"></p>
</section>
<section id="welcome" hidden aria-labelledby="welcome-title">
${word('signInTitle', 'h2', ' id="welcome-title" tabindex="-1"')}
${word('signIn', 'p')}
<p><strong id="sign-in-email"></strong></p>
${signIn ? totpSetUp(word) : ''}
</section>
</main>
${dataBlock('page-words', words)}
${dataBlock('page-config', signIn)}
${dataBlock('page-password-symbols', passwordSymbols)}
<script>${script}</script>
</body>
</html>
`;
  return { html, headers: pageHeaders(signIn?.endpoint) };
};
