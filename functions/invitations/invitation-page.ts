import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { preferredLanguage } from '#functions/http/language.ts';
import { anonymousPage } from '#functions/http/pipeline.ts';
import { setting } from '#shared/stores/config/env.ts';
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

export const handler = anonymousPage(
  contract,
  ({ headers }) =>
    invitationPage({
      language: preferredLanguage(headers['accept-language'], 'en'),
      words,
      signIn: { endpoint: setting('userPoolEndpoint'), clientId: setting('userPoolClientId') },
    }),
  { trace: traceHandler },
);
