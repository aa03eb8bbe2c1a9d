import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDirectory, generateTypeScriptClient } from '#infra/typescript-client.ts';

/** `npm run client`: writes the typed TypeScript client (clients/typescript) from docs/openapi.json. */
const started = performance.now();
const files = await generateTypeScriptClient();
rmSync(clientDirectory, { recursive: true, force: true });
mkdirSync(clientDirectory, { recursive: true });
for (const [name, contents] of Object.entries(files)) writeFileSync(join(clientDirectory, name), contents);
console.log(
  `TypeScript client written to ${clientDirectory}: ${Object.keys(files).length} files in ${Math.round(performance.now() - started)} ms`,
);
