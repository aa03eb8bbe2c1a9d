/**
 * The files a checked catalogue carries, put in the bucket before any item is written (a pass over
 * its records, a chunk at a time, then its sections), so that a file the bucket refuses fails the
 * import with the organization as it was. Their keys are named by their bytes: putting them again
 * (a run taken up) sends nothing new.
 */
import {
  loadFiles,
  putFileObjects,
  recordFileEntries,
  sectionFileEntries,
} from '#shared/stores/import/import-files.ts';
import type { CatalogueSource } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { parseRecord } from '#shared/vocabulary/catalogue-format/parse-record.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { inStep } from './import-step.ts';
import { recordChunks } from './record-chunks.ts';

/** The bytes of files the catalogue was checked with: a file that cannot be read now was changed since. */
export const readCheckedFiles = async (entries: Parameters<typeof loadFiles>[0], baseDir: string | undefined) => {
  const loaded = await loadFiles(entries, baseDir);
  if (loaded.errors.length > 0) throw new Error(`${loaded.errors[0]!.message} (it was read when the file was checked)`);
  return loaded.files;
};

export const storeFiles = async (
  source: CatalogueSource,
  catalogue: Catalogue,
  options: { baseDir?: string; chunkSize: number; recordFiles: boolean },
): Promise<void> => {
  const organizationId = catalogue.organization.id;
  const put = async (entries: Parameters<typeof loadFiles>[0]) => {
    const files = await readCheckedFiles(entries, options.baseDir);
    if (files.size > 0) await inStep('storing files', false, () => putFileObjects(organizationId, files.values()));
  };
  if (options.recordFiles)
    for await (const records of recordChunks(source.parts(), options.chunkSize))
      await put(
        recordFileEntries(records.map(({ raw, index }) => ({ index, record: parseRecord(raw, catalogue.format) }))),
      );
  await put(sectionFileEntries(catalogue));
};
