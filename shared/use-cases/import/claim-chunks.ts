/**
 * The claims phase of an import (docs/catalogue-import.md, "Ids"): the envelope's ids as chunk 0,
 * then each chunk of records' ids, the journal moving on after each, so that a run taken up claims
 * from its next chunk. A chunk naming an id in use fails the import before any item is written.
 */
import { type ImportRun, recordImportProgress } from '#shared/stores/import/import-journal.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { CatalogueSource } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { parseRecord } from '#shared/vocabulary/catalogue-format/parse-record.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { claimGivenIds, conflictsWithinFile } from './import-ids.ts';
import { inStep } from './import-step.ts';
import { recordChunks } from './record-chunks.ts';

type Claimed = { errors: CatalogueError[] } | { run: ImportRun; done: boolean };

/**
 * Claims from the run's next chunk on. Once a chunk names an id in use, nothing more is claimed,
 * but the chunks after it are still read for the file's own conflicts, so that every one is listed.
 */
export const claimIds = async (
  source: CatalogueSource,
  catalogue: Catalogue,
  run: ImportRun,
  chunkSize: number,
  shouldPause: () => boolean,
): Promise<Claimed> => {
  const organizationId = catalogue.organization.id;
  const next = (current: ImportRun) =>
    recordImportProgress(organizationId, current, { ...current, chunk: current.chunk + 1 });
  const errors: CatalogueError[] = [];
  let current = run;
  if (current.chunk === 0) {
    errors.push(...(await inStep('claiming ids', false, () => claimGivenIds(catalogue))));
    if (errors.length === 0) current = await next(current);
    if (errors.length === 0 && shouldPause()) return { run: current, done: false };
  }
  const from = Math.max(0, current.chunk - 1) * chunkSize;
  for await (const records of recordChunks(source.parts(from), chunkSize)) {
    const parsed = records.map(({ raw, index }) => ({ index, record: parseRecord(raw, catalogue.format) }));
    if (errors.length > 0) {
      errors.push(...conflictsWithinFile(catalogue, parsed));
      continue;
    }
    errors.push(...(await inStep('claiming ids', false, () => claimGivenIds(catalogue, parsed))));
    if (errors.length > 0) continue;
    current = await next(current);
    if (shouldPause()) return { run: current, done: false };
  }
  return errors.length > 0 ? { errors } : { run: current, done: true };
};
