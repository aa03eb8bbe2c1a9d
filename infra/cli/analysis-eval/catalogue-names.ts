import { readFileSync } from 'node:fs';
import type { CatalogueNames, NamedRecord } from '#shared/stores/analyses/catalogue-names.ts';

/** A record of the set's catalogue file (test/analyses/reports/catalogue.json). */
interface CatalogueEntry {
  id: string;
  ref: string;
  name: string;
  /** The unit (site) an installation or an equipment belongs to. */
  unit?: string;
  /** The installation an equipment belongs to. */
  technicalInstallation?: string;
}

interface CatalogueFile {
  organization: string;
  units: CatalogueEntry[];
  technicalInstallations: CatalogueEntry[];
  equipment: CatalogueEntry[];
  providers: CatalogueEntry[];
}

/**
 * The catalogue's records as the analyser receives them: what `NamedRecord` holds, and the
 * `unitId` of installations and equipment for an analyser that reads it (an extra property
 * otherwise). The one place that converts the set's catalogue, to follow `NamedRecord` as it grows.
 */
export const catalogueNamesOf = (file: string): CatalogueNames => {
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile;
  const unitIds = new Map(catalogue.units.map((unit) => [unit.ref, unit.id]));
  const named = ({ id, ref, name, unit }: CatalogueEntry): NamedRecord => {
    const record: NamedRecord & { unitId?: string } = { id, ref, name };
    const unitId = unit && unitIds.get(unit);
    if (unitId) record.unitId = unitId;
    return record;
  };
  return {
    units: catalogue.units.map(named),
    technicalInstallations: catalogue.technicalInstallations.map(named),
    equipment: catalogue.equipment.map(named),
    providers: catalogue.providers.map(named),
  };
};
