import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { importLibrary, LIBRARY_FORMAT } from '#shared/stores/library-rules/library-import.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { ImportStepError } from '#shared/use-cases/import/import-step.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { importProgress } from './progress.ts';

/** One line: what failed, and what the operator does next. */
const failureLine = (error: unknown): string => {
  if (!(error instanceof ImportStepError))
    return `import failed: ${String((error as Error)?.message ?? error).replace(/\s+/g, ' ')}`;
  const next = error.wroteItems
    ? 'part of the file was written; run the same import again to finish it'
    : 'nothing was written';
  return `${error.message} (${next})`;
};

import { readJsonFile } from './read-json-file.ts';

/**
 * `npm run import -- FILE [--aws] [--by BACK_OFFICE_USER]`: loads a catalogue/v2 (or v1) or library/v1 file into
 * the running local stack, or, with --aws (or TABLE_NAME set), into that deployed table with the
 * default AWS configuration (and USER_POOL_ID, the organization users' pool, so that users the file
 * disables lose their sign-in; without it only the per-request status check refuses them). FILE is UTF-8 JSON (read-json-file.ts); file contents given as a `path`
 * are read from FILE's folder, following no symbolic link (read-inside-folder.ts). A file with
 * errors is rejected whole; each error names the record or item, the field and the rule.
 */
const { values, positionals } = parseArgs({
  options: { aws: { type: 'boolean', default: false }, by: { type: 'string' } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('usage: npm run import -- FILE [--aws] [--by BACK_OFFICE_USER]');
  process.exit(2);
}
if (values.aws || process.env.TABLE_NAME) {
  if (!process.env.TABLE_NAME) {
    console.error('--aws needs TABLE_NAME (the deployed table) and AWS credentials in the environment');
    process.exit(2);
  }
} else {
  useRunningLocalStack();
}

let input: unknown;
try {
  input = readJsonFile(file);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}
if ((input as { format?: unknown } | null)?.format === LIBRARY_FORMAT) {
  const library = await importLibrary(input, { byBackOfficeUserId: values.by });
  if (!library.ok) {
    console.error(
      `${file}: rejected, nothing was written (${library.errors.length} errors)\n${formatCatalogueErrors(library.errors)}`,
    );
    process.exit(1);
  }
  console.log(`${file}: ${library.installations} library installations and ${library.rules} preventive rules imported`);
  process.exit(0);
}
const progress = importProgress();
const result = await importCatalogue(input, {
  onProgress: progress.onProgress,
  baseDir: dirname(resolve(file)),
  byBackOfficeUserId: values.by,
}).catch((error: unknown) => {
  progress.done();
  console.error(`${file}: ${failureLine(error)}`);
  process.exit(1);
});
progress.done();
if (!result.ok) {
  console.error(
    `${file}: rejected, nothing was written (${result.errors.length} errors)\n${formatCatalogueErrors(result.errors)}`,
  );
  process.exit(1);
}
console.log(
  `${file}: organization ${result.organizationId}, ${result.records} records and ${result.users} users imported`,
);
