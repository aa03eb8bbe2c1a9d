import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { preferredLanguage } from '#functions/http/language.ts';
import { anonymousPage } from '#functions/http/pipeline.ts';
import { optionalSetting } from '#shared/stores/config/env.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { perLanguage } from '#shared/vocabulary/codes/languages.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import { invitationPage } from './page/page-html.ts';

export const contract = {
  // Never refused: the page opens in the language the browser prefers, then speaks the organization's.
  headers: z.object({ 'accept-language': z.optional(z.string()) }),
  response: z.string(),
  produces: 'text/html',
} satisfies Contract;

const words = perLanguage((language) => LABELS[language].invitationPage);

/** The pool's public client, unless organization users sign in with an issuer that is no Cognito pool. */
const signInClient = () => {
  const endpoint = optionalSetting('userPoolEndpoint');
  const clientId = optionalSetting('userPoolClientId');
  return endpoint && clientId ? { endpoint, clientId } : null;
};

export const handler = anonymousPage(
  contract,
  ({ headers }) =>
    invitationPage({
      language: preferredLanguage(headers['accept-language'], 'en'),
      words,
      signIn: signInClient(),
    }),
  { trace: traceHandler },
);
