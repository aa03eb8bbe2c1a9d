import { importCatalogue } from '../../../shared/catalogue/import.ts';
import { formatCatalogueErrors } from '../../../shared/catalogue/validate.ts';
import { generateCatalogue } from './catalogue-generator.ts';

/** Size of the demo organization's catalogue: enough for every kind and filter, quick to import. */
export const DEMO_CATALOGUE_RECORDS = 240;

/** The demo rs organization's catalogue: generated, so the same on every start (import is idempotent). */
export const demoCatalogue = (organizationId: string, name: string) =>
  generateCatalogue({ organization: { id: organizationId, name }, records: DEMO_CATALOGUE_RECORDS, seed: 7 });

export const seedDemoCatalogue = async (organizationId: string, name: string): Promise<void> => {
  const result = await importCatalogue(demoCatalogue(organizationId, name));
  if (!result.ok) throw new Error(`The demo catalogue does not validate:\n${formatCatalogueErrors(result.errors)}`);
};
