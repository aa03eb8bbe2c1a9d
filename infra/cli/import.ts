import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiOutputs, defaultStage, stackNames } from '#infra/deployment-names.ts';
import { loadIssuer } from '#infra/local/issuer.ts';
import { localDir, useRunningLocalStack } from '#infra/local/local-dir.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { importLibrary, LIBRARY_FORMAT } from '#shared/stores/library-rules/library-import.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { ImportStepError } from '#shared/use-cases/import/import-step.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { deployedOutputs } from './deployed-outputs.ts';
import { runImportJob } from './import/import-job-client.ts';
import { inlineFiles } from './import/inline-files.ts';
import { importProgress, progressBar } from './progress.ts';

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
 * `npm run import -- FILE [--by BACK_OFFICE_USER] [--aws [--stage STAGE]] [--api URL] [--token BEARER] [--direct]`:
 * loads a catalogue/v2 (or v1) file as an import job through the API (docs/import-jobs.md): the
 * file's `{"path": …}` contents are read from FILE's folder (inside it, following no link:
 * read-inside-folder.ts) and put inline, the file is uploaded, the job started and followed with a
 * progress bar. In AWS (`--aws`) the main API comes from the outputs `cdk deploy` wrote (cdk.json
 * `outputsFile`) for the stage's API stack (`--stage`, `dev` without it) or `--api`, and `--token` (or `FCS_TOKEN`) is a back-office user's access token
 * (`npm run sign-in -- --back-office --aws …`): nobody holds the table's credentials. Locally the
 * running stack's API, and a token of the local issuer for `--by` or the demo administrator.
 * `--direct` (or `TABLE_NAME` set without `--api`, as in tests) writes straight into a local
 * stack's table, as the job's worker does; `library/v1` files go that way only. A file with errors
 * is rejected whole; each error names the record or item, the field and the rule.
 */
const usage =
  'usage: npm run import -- FILE [--by BACK_OFFICE_USER] [--aws [--stage STAGE]] [--api URL] [--token BEARER] [--direct]';
const { values, positionals } = parseArgs({
  options: {
    aws: { type: 'boolean', default: false },
    stage: { type: 'string', default: defaultStage },
    by: { type: 'string' },
    api: { type: 'string' },
    token: { type: 'string' },
    direct: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1 || (values.direct && (values.aws || values.api))) {
  console.error(usage);
  process.exit(2);
}
const direct = values.direct || (Boolean(process.env.TABLE_NAME) && !values.api && !values.aws);

let input: unknown;
try {
  input = readJsonFile(file);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const rejected = (errors: readonly CatalogueError[], count = errors.length) => {
  console.error(`${file}: rejected, nothing was written (${count} errors)\n${formatCatalogueErrors(errors)}`);
  process.exit(1);
};

/** The main API and a back-office user's token, in AWS or on the running local stack. */
const jobTarget = async () => {
  if (values.aws) {
    const api =
      values.api ??
      deployedOutputs(stackNames(values.stage).api, [apiOutputs.mainApiUrl], 'pass --api')[apiOutputs.mainApiUrl];
    const token = values.token ?? process.env.FCS_TOKEN;
    if (!token) {
      console.error("--aws needs --token (or FCS_TOKEN): a back-office user's access token, from npm run sign-in");
      process.exit(2);
    }
    return { api, authorization: `Bearer ${token}` };
  }
  const stack = values.api ? undefined : useRunningLocalStack();
  const token =
    values.token ??
    (await (await loadIssuer(join(localDir, 'issuer.json'))).sign({ sub: values.by ?? demoIds.backOfficeAdmin }));
  return { api: values.api ?? stack!.urls.main!, authorization: `Bearer ${token}` };
};

const importAsJob = async () => {
  const inlined = await inlineFiles(input, dirname(resolve(file)));
  if (inlined.problems.length > 0) {
    console.error(`${file}: rejected, nothing was written\n${inlined.problems.join('\n')}`);
    process.exit(1);
  }
  const bar = progressBar('records');
  const job = await runImportJob(await jobTarget(), Buffer.from(JSON.stringify(inlined.value)), (done, total) =>
    bar.update(done, total),
  );
  bar.done();
  if (job.state === 'failed' && job.problemCount > 0) rejected(job.problems, job.problemCount);
  if (job.state === 'failed') {
    console.error(`${file}: import job ${job.id} failed: ${job.failure}`);
    process.exit(1);
  }
  console.log(
    `${file}: import job ${job.id}, organization ${job.organizationId}, ${job.records.total} records imported`,
  );
};

const importDirectly = async () => {
  if (!process.env.TABLE_NAME) useRunningLocalStack();
  if ((input as { format?: unknown } | null)?.format === LIBRARY_FORMAT) {
    const library = await importLibrary(input, { byBackOfficeUserId: values.by });
    if (!library.ok) rejected(library.errors);
    else
      console.log(
        `${file}: ${library.installations} library installations and ${library.rules} preventive rules imported`,
      );
    return;
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
  if (!result.ok) return rejected(result.errors);
  console.log(
    `${file}: organization ${result.organizationId}, ${result.records} records and ${result.users} users imported`,
  );
};

const isLibrary = (input as { format?: unknown } | null)?.format === LIBRARY_FORMAT;
await (direct || isLibrary ? importDirectly() : importAsJob());
process.exit(0);
