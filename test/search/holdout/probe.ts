/**
 * Diagnosis helper for the hold-out set: `npx tsx test/search/holdout/probe.ts CATALOGUE [role] -- "question" ...`
 * imports the catalogue into a fresh local stack and prints, for each question, the answer, the
 * first sections' filters, totals, aggregate and the plan, so that a failure can be explained.
 */
import { readFileSync } from 'node:fs';
import { startLocalStack } from '#infra/local/stack.ts';
import { issueTokens } from '#infra/local/tokens.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import type { SearchResponse } from '#shared/vocabulary/search/search-contract.ts';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const [catalogueFile, role = 'admin'] = args.slice(0, sep);
const questions = args.slice(sep + 1);
const file = JSON.parse(readFileSync(catalogueFile!, 'utf8'));
const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
try {
  const imported = await importCatalogue(file);
  if (!imported.ok) throw new Error('rejected');
  const user = file.users.find(
    (u: { role: string; status?: string }) => u.role === role && (u.status ?? 'active') === 'active',
  );
  const bearer = (await issueTokens(stack.issuer, user.id)).bearer;
  for (const query of questions) {
    const response = await fetch(`${stack.urls.main}/rs/search/v1/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as SearchResponse;
    console.log(`\n=== ${query}\nanswer: ${JSON.stringify(body.answer)}`);
    for (const s of body.sections ?? []) {
      console.log(
        `  section ${s.entity} (${s.label}) total=${s.totalCount} filters=${JSON.stringify(s.filters.map((f) => [f.key, f.value, f.valueLabel]))}`,
      );
      if (s.aggregate) console.log(`    aggregate ${JSON.stringify(s.aggregate)}`);
    }
    if (body.clarification)
      console.log(
        `  clarification ${body.clarification.kind}: ${body.clarification.candidates.map((c) => `${c.ref} ${c.title}`).join(' | ')}`,
      );
    console.log(`  plan: ${JSON.stringify(body.plan)}`);
  }
} finally {
  await stack.stop();
}
process.exit(0);
