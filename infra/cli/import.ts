import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalogue } from '../../shared/catalogue/import.ts';
import { formatCatalogueErrors } from '../../shared/catalogue/validate.ts';
import { importLibrary, LIBRARY_FORMAT } from '../../shared/library-rules/library-import.ts';
import { useRunningLocalStack } from '../local/local-dir.ts';
import { importProgress } from './progress.ts';

/**
 * `npm run import -- FILE [--aws] [--by BACK_OFFICE_USER]`: loads a catalogue/v2 (or v1) or library/v1 file into
 * the running local stack, or, with --aws (or TABLE_NAME set), into that deployed table with the
 * default AWS configuration. File contents given as a `path` are read beside FILE. A file with
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
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: not a JSON file (${(error as Error).message})`);
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
