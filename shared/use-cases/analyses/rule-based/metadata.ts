import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { AnalyserInput } from '#shared/use-cases/analyses/analyser.ts';
import { bestNamedIn, namedIn, normalize, REF_TOKEN } from '#shared/use-cases/analyses/text-matching.ts';
import type { MetadataResult } from '#shared/vocabulary/analyses/analysis.ts';
import { datesIn } from './dates.ts';

/** "Label : value" lines, the way report headers state their facts; labels are matched normalized. */
const labelledValue = (line: string, label: RegExp): string | undefined => {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  return label.test(normalize(line.slice(0, colon)).trim()) ? line.slice(colon + 1).trim() || undefined : undefined;
};

const dateLabel =
  /^(?:date(?: du rapport| de (?:la )?(?:visite|verification|l intervention|emission|controle|redaction))?|report date|date of (?:the )?(?:report|inspection|visit)|inspection date|issue date|issued on|berichtsdatum|prufdatum|datum(?: der prufung)?)$/;
const providerLabel =
  /^(?:prestataire|organisme(?: agree| de controle| verificateur)?|verificateur|intervenant|societe|entreprise|bureau de controle|provider|service provider|inspection body|inspector|contractor|company|prufer|prufstelle|sachverstandiger|anbieter|firma|dienstleister)$/;
const referenceLabel =
  /^(?:reference(?: du rapport)?|ref|n(?:o|umero)?(?: de)? rapport|report (?:no|number|ref|reference)|aktenzeichen|bericht nr|berichtsnummer)$/;

const documentDate = (lines: string[]): string | null => {
  for (const line of lines) {
    const value = labelledValue(line, dateLabel);
    const date = value && datesIn(value)[0];
    if (date) return date;
  }
  for (const line of lines) {
    const date = datesIn(line)[0];
    if (date) return date;
  }
  return null;
};

const provider = (lines: string[], catalogue: CatalogueNames): MetadataResult['provider'] => {
  for (const line of lines) {
    const name = labelledValue(line, providerLabel);
    if (!name) continue;
    const known = bestNamedIn(name, catalogue.providers);
    return known ? { name: known.name, id: known.id, ref: known.ref } : { name, id: null, ref: null };
  }
  const known = bestNamedIn(lines.join('\n'), catalogue.providers);
  return known ? { name: known.name, id: known.id, ref: known.ref } : null;
};

const references = (lines: string[]): string[] => {
  const found: string[] = [];
  for (const line of lines) {
    const labelled = labelledValue(line, referenceLabel);
    if (labelled) found.push(labelled);
    found.push(...(line.match(REF_TOKEN) ?? []).filter((token) => token.length <= 40));
  }
  return [...new Set(found)];
};

/** A CSV's first data row states its facts under its column names; they read like labelled lines. */
const labelledLinesOfTable = (table: AnalyserInput['document']['table']): string[] =>
  table ? table.header.map((name, column) => `${name} : ${table.rows.find((row) => row[column])?.[column] ?? ''}`) : [];

export const extractMetadata = ({ document, catalogue }: AnalyserInput): MetadataResult => {
  const lines = [...labelledLinesOfTable(document.table), ...document.lines];
  const text = document.lines.join('\n');
  return {
    documentDate: documentDate(lines),
    provider: provider(lines, catalogue),
    references: references(document.lines),
    units: namedIn(text, catalogue.units),
    technicalInstallations: namedIn(text, catalogue.technicalInstallations),
  };
};
