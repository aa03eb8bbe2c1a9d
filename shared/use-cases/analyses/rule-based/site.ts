import type { CatalogueNames, NamedRecord } from '#shared/stores/analyses/catalogue-names.ts';
import { namedIn, normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { CatalogueMatch } from '#shared/vocabulary/analyses/analysis.ts';

/** Labels of the line that states the report's site: "Site :", "Immeuble :", "Property:", "Objekt:". */
const siteLabel =
  /^(?:site(?: verifie| controle| inspecte)?|immeuble|etablissement|residence|adresse(?: du site)?|lieu(?: d intervention)?|batiment|property|premises|site address|address|location|building|objekt|liegenschaft|standort|anlagenstandort|gebaude|prufort|einsatzort)$/;

/** The subject of an e-mail or a report ("Objet :", "Subject:", "Betreff:"): the site named there is the one it is about. */
const subjectLabel = /^(?:objet|subject|betreff|sujet|re|concerne|concerning|title|titre)$/;

const labelOf = (line: string): string | undefined => {
  const colon = line.indexOf(':');
  return colon > 0 ? normalize(line.slice(0, colon)).trim() : undefined;
};

/**
 * The units (sites) the report is about: those its site line names ("Site : Résidence Les
 * Tilleuls"), else those its subject line names, else every unit it names.
 */
export const unitsOfReport = (lines: string[], units: readonly NamedRecord[]): CatalogueMatch[] => {
  for (const label of [siteLabel, subjectLabel]) {
    const labelled = lines.filter((line) => label.test(labelOf(line) ?? ''));
    const named = namedIn(labelled.join('\n'), units);
    if (named.length > 0) return named;
  }
  return namedIn(lines.join('\n'), units);
};

/**
 * The catalogue narrowed to the report's site: installations and equipment of the units the report
 * is about, and those of no known unit; all of them when the report names no unit. Names repeat
 * from site to site (every building has its "TGBT"): the report's site decides which one it means.
 */
export const catalogueOfSite = (catalogue: CatalogueNames, units: CatalogueMatch[]): CatalogueNames => {
  if (units.length === 0) return catalogue;
  const ids = new Set(units.map((unit) => unit.id));
  const ofSite = (record: NamedRecord) => record.unitId === undefined || ids.has(record.unitId);
  return {
    ...catalogue,
    technicalInstallations: catalogue.technicalInstallations.filter(ofSite),
    equipment: catalogue.equipment.filter(ofSite),
  };
};
