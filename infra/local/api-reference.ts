import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { schemasTag } from '#infra/openapi/document.ts';
import type { ServedDocument } from './served-documents.ts';

/**
 * The readable API reference of the local main API: Redoc's standalone bundle, served from
 * node_modules (no CDN, so it works offline), rendering the OpenAPI document the stack serves, with
 * its named schemas listed by name under the schemas tag.
 */
export const apiReferencePath = '/docs';
const scriptPath = `${apiReferencePath}/redoc.standalone.js`;

const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
let script: string | undefined;

const page = (openApiPath: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facility Compliance Service API</title>
</head>
<body>
<redoc spec-url="${openApiPath}" schema-definitions-tag-name="${schemasTag.name}"></redoc>
<script src="${scriptPath}"></script>
</body>
</html>
`;

export const apiReferenceDocuments = (openApiPath: string): Record<string, ServedDocument> => ({
  [apiReferencePath]: { contentType: 'text/html; charset=utf-8', body: () => page(openApiPath) },
  // About 1 MB: read on the first request for it, then kept.
  [scriptPath]: {
    contentType: 'text/javascript; charset=utf-8',
    body: () => (script ??= readFileSync(redocBundle, 'utf8')),
  },
});
