/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

/**
 * The invitation page's script, run by the browser: serialised (`String(invitationPageScript)`)
 * into the page as its one inline script, whose hash the Content-Security-Policy names. So it
 * refers to nothing outside itself: what it needs is in the page's two JSON data blocks, the
 * words of each language (`page-words`), where to sign in (`page-config`) and what counts as a
 * password's symbol (`page-password-symbols`).
 *
 * It reads the token from the fragment, asks `inspect` what the link is, and then either says why
 * the link no longer works or asks for a password (checked against the policy `inspect` gives
 * before it is sent), accepts, and offers TOTP set-up: signed in through the pool's public client
 * (InitiateAuth USER_PASSWORD_AUTH), AssociateSoftwareToken, VerifySoftwareToken with the app's
 * code, SetUserMFAPreference; every call to Cognito is a `fetch` with its `X-Amz-Target`.
 */
export const invitationPageScript = (): void => {
  type Words = Record<string, string>;
  interface Policy {
    minLength: number;
    requireLowercase: boolean;
    requireUppercase: boolean;
    requireDigits: boolean;
    requireSymbols: boolean;
  }
  interface Inspection {
    state: string;
    organization: { name: string; language: string } | null;
    email: string | null;
    passwordPolicy: Policy;
  }

  const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
  const dataBlock = (id: string) => JSON.parse(byId(id).textContent ?? 'null');
  const everyLanguage: Record<string, Words> = dataBlock('page-words');
  const config: { endpoint: string; clientId: string } | null = dataBlock('page-config');
  let words = everyLanguage[document.documentElement.lang] as Words;

  const show = (id: string, visible = true) => {
    byId(id).hidden = !visible;
  };
  const write = (id: string, text: string) => {
    byId(id).textContent = text;
  };
  /** Errors go to the `role="alert"` region, announced at once; news to the `role="status"` one. */
  const alertUser = (text: string) => write('alert', text);
  const tellUser = (text: string) => write('status', text);
  const focusOn = (id: string) => byId(id).focus();

  const speak = (language: string) => {
    if (!everyLanguage[language]) return;
    words = everyLanguage[language];
    document.documentElement.lang = language;
    document.title = words.title ?? document.title;
    for (const node of document.querySelectorAll<HTMLElement>('[data-word]'))
      node.textContent = words[node.dataset.word ?? ''] ?? node.textContent;
  };

  const postJson = async (path: string, body: unknown) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
  const cognito = async (action: string, body: unknown) => {
    const response = await fetch(`${config?.endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(String(answer.__type ?? answer.code ?? response.status));
    return answer;
  };

  const token = window.location.hash.slice(1);
  let inspection: Inspection | undefined;
  let accepted: { id: string; password: string } | undefined;
  let accessToken: string | undefined;

  const symbols: string = dataBlock('page-password-symbols');
  const unmetRules = (password: string, policy: Policy) =>
    [
      [[...password].length >= policy.minLength, words.minLength?.replace('{n}', String(policy.minLength))],
      [!policy.requireLowercase || /[a-z]/.test(password), words.lowercase],
      [!policy.requireUppercase || /[A-Z]/.test(password), words.uppercase],
      [!policy.requireDigits || /[0-9]/.test(password), words.digit],
      [!policy.requireSymbols || [...password].some((character) => symbols.includes(character)), words.symbol],
    ]
      .filter(([met]) => !met)
      .map(([, rule]) => String(rule));

  const showRules = (policy: Policy) => {
    const list = byId('rules');
    list.replaceChildren();
    for (const rule of unmetRules('', policy)) {
      const item = document.createElement('li');
      item.textContent = rule;
      list.append(item);
    }
  };

  /** A link that no longer works: the page says why, and nothing else. */
  const showEnd = (state: string) => {
    show('invitation', false);
    show('ended');
    write('ended-message', words[state] ?? words.unknown ?? '');
    focusOn('ended-message');
  };

  const showInvitation = (found: Inspection) => {
    write('organization-name', found.organization?.name ?? '');
    write('email-address', found.email ?? '');
    write('sign-in-email', found.email ?? '');
    showRules(found.passwordPolicy);
    tellUser('');
    show('invitation');
    focusOn('password');
  };

  const inspect = async () => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return showEnd('unknown');
    const answer = await postJson('inspect', { token });
    if (answer.status !== 200) {
      tellUser('');
      return alertUser(answer.status === 429 ? (words.tooMany ?? '') : (words.failed ?? ''));
    }
    inspection = answer.body as Inspection;
    if (inspection.organization) speak(inspection.organization.language);
    if (inspection.state === 'open') showInvitation(inspection);
    else {
      tellUser('');
      showEnd(inspection.state);
    }
  };

  const accept = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!inspection) return;
    const input = byId<HTMLInputElement>('password');
    const unmet = unmetRules(input.value, inspection.passwordPolicy);
    input.setAttribute('aria-invalid', String(unmet.length > 0));
    if (unmet.length > 0) return alertUser(`${words.rulesUnmet} ${unmet.join(', ')}.`);
    alertUser('');
    const button = byId<HTMLButtonElement>('accept-button');
    button.disabled = true;
    const answer = await postJson('accept', { token, password: input.value }).finally(() => {
      button.disabled = false;
    });
    if (answer.status === 200) {
      accepted = { id: answer.body.id, password: input.value };
      input.value = '';
      // Used up: the token leaves the address bar and the history.
      window.history.replaceState(null, '', window.location.pathname);
      show('invitation', false);
      show('welcome');
      tellUser(words.accepted ?? '');
      return focusOn('welcome-title');
    }
    const refused = answer.body?.details?.[0]?.code === 'password_refused';
    if (refused) input.setAttribute('aria-invalid', 'true');
    if (answer.status === 404) return inspect();
    alertUser(
      (refused && words.passwordRefused) ||
        (answer.status === 409 && words.emailTaken) ||
        (answer.status === 429 && words.tooMany) ||
        words.failed ||
        '',
    );
  };

  /** Signs in with the password just chosen, once, and asks Cognito for a TOTP secret. */
  const startTotp = async () => {
    if (!accepted || !inspection) return;
    alertUser('');
    try {
      if (!accessToken) {
        const signedIn = await cognito('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config?.clientId,
          AuthParameters: { USERNAME: accepted.id, PASSWORD: accepted.password },
        });
        accessToken = signedIn.AuthenticationResult?.AccessToken as string;
        accepted.password = '';
      }
      const { SecretCode } = await cognito('AssociateSoftwareToken', { AccessToken: accessToken });
      const label = encodeURIComponent(`${inspection.organization?.name ?? ''}:${inspection.email ?? ''}`);
      const issuer = encodeURIComponent(inspection.organization?.name ?? '');
      write('totp-secret', SecretCode);
      byId<HTMLAnchorElement>('totp-link').href = `otpauth://totp/${label}?secret=${SecretCode}&issuer=${issuer}`;
      show('totp-start', false);
      show('totp-setup');
      focusOn('totp-code');
    } catch {
      alertUser(words.failed ?? '');
    }
  };

  const verifyTotp = async (event: SubmitEvent) => {
    event.preventDefault();
    const input = byId<HTMLInputElement>('totp-code');
    try {
      await cognito('VerifySoftwareToken', { AccessToken: accessToken, UserCode: input.value.trim() });
    } catch {
      input.setAttribute('aria-invalid', 'true');
      return alertUser(words.totpWrongCode ?? '');
    }
    try {
      await cognito('SetUserMFAPreference', {
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      });
    } catch {
      return alertUser(words.failed ?? '');
    }
    input.setAttribute('aria-invalid', 'false');
    alertUser('');
    show('totp-setup', false);
    tellUser(words.totpDone ?? '');
    focusOn('welcome-title');
  };

  byId('accept-form').addEventListener('submit', (event) => void accept(event as SubmitEvent));
  if (config) {
    byId('totp-form').addEventListener('submit', (event) => void verifyTotp(event as SubmitEvent));
    byId('totp-start').addEventListener('click', () => void startTotp());
  }
  byId<HTMLInputElement>('show-password').addEventListener('change', (event) => {
    byId<HTMLInputElement>('password').type = (event.target as HTMLInputElement).checked ? 'text' : 'password';
  });
  void inspect().catch(() => alertUser(words.failed ?? ''));
};
