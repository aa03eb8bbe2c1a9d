/**
 * The sections phase of an import, after its records: plans, plan points, labels and inbox items,
 * then attachments, with the files they carry (in the bucket already: store-files.ts). Each write is idempotent, so a run taken up here
 * writes them again. Answers the bytes of the files newly stored, for the organization's usage.
 */
import { refreshOrigins, writeAttachments } from '#shared/stores/import/import-attachments.ts';
import { sectionFileEntries } from '#shared/stores/import/import-files.ts';
import { fileKeeper, readStoredSections, writeSections } from '#shared/stores/import/import-sections.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { inStep } from './import-step.ts';
import { readCheckedFiles } from './store-files.ts';

export const writeSectionsPhase = async (catalogue: Catalogue, now: string, baseDir: string | undefined) => {
  const organizationId = catalogue.organization.id;
  const files = await readCheckedFiles(sectionFileEntries(catalogue), baseDir);
  const usage = { added: 0 };
  const keepFile = fileKeeper(organizationId, files, now, usage);
  await inStep('writing plans, plan points, labels and inbox items', true, async () => {
    const stored = await readStoredSections(organizationId, catalogue);
    await writeSections(organizationId, catalogue, stored, keepFile, now);
    // Only what existed before can have been given an origin.
    await refreshOrigins(organizationId, [...stored.plans.keys(), ...stored.planPoints.keys()], now);
  });
  await inStep('writing attachments', true, () =>
    writeAttachments(organizationId, catalogue.attachments, keepFile, now),
  );
  return usage.added;
};
