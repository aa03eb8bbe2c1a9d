import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadIssuer } from '#infra/local/issuer.ts';
import { localDir, useRunningLocalStack } from '#infra/local/local-dir.ts';
import { issueTokens } from '#infra/local/tokens.ts';

/** `npm run token -- --user <uuid>`: prints {"bearer": …, "session": …} for a user of the local stack. */
const { values } = parseArgs({ options: { user: { type: 'string' } } });
if (!values.user) {
  console.error('usage: npm run token -- --user <uuid>');
  process.exit(2);
}
useRunningLocalStack();
const issuer = await loadIssuer(join(localDir, 'issuer.json'));
console.log(JSON.stringify(await issueTokens(issuer, values.user)));
