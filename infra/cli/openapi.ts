import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildOpenApiDocument, loadContracts } from '#infra/openapi/document.ts';
import { projectRoot } from '#infra/project-root.ts';

/** `npm run openapi [-- --out FILE]`: writes the OpenAPI 3.1 document (default docs/openapi.json). */
const { values } = parseArgs({
  options: { out: { type: 'string', default: join(projectRoot, 'docs', 'openapi.json') } },
});
writeFileSync(values.out, `${JSON.stringify(buildOpenApiDocument(await loadContracts()), null, 2)}\n`);
console.log(`OpenAPI document written to ${values.out}`);
