import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { AnalyserInput } from '#shared/use-cases/analyses/analyser.ts';
import type { ReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { namedIn, normalize, REF_TOKEN } from '#shared/use-cases/analyses/text-matching.ts';
import type { MetadataResult } from '#shared/vocabulary/analyses/analysis.ts';
import { authorOf } from './author.ts';
import { datesIn } from './dates.ts';
import { labelledValue } from './labelled-lines.ts';
import { sectionOf } from './sections.ts';
import { catalogueOfSite, unitsOfReport } from './site.ts';

/** Labels of the date the report was issued, the one a reader files it under. */
const issueLabel =
  /^(?:date(?: du rapport| d emission| de redaction| d edition| du document| du pv)?|rapport(?: emis| etabli| edite)?(?: le)?|emis le|edite le|etabli le|redige le|fait le|report date|date of (?:the )?(?:report|issue)|issue date|issued(?: on)?|date issued|dated|berichtsdatum|datum(?: des berichts)?|ausstellungsdatum|erstellt am|ausgestellt am|(?:protokoll|bericht|niederschrift|vermerk) vom|(?:proces verbal|compte rendu|pv) du)$/;
/** Labels of the inspection's date(s) ("Date(s) d'intervention" reads "date s d intervention"): the report is dated by the last day when no issue date is given. */
const visitLabel =
  /^(?:(?:dates?|date s) (?:de (?:la )?|d |of (?:the )?)?(?:visite|verification|intervention|controle|inspection|visit|survey|examination|thorough examination)s?|visite(?: effectuee le)?|intervention|inspection dates?|visit date|prufdatum|prufzeitraum|datum der prufung|prufung am|prufungsdatum|besichtigung)$/;
/** "Fait à Lyon, le 12 juin 2024", "Paris, le 17 octobre 2024", "Hamburg, den 12.11.2024": the place and date a report is signed (a weekday is no place: "Mittwoch, 25. September"). */
const signedAt =
  /^(?:fait à\s+|done at\s+)?(?!(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monday|tuesday|wednesday|thursday|friday|saturday|sunday),)[\p{L}'’ -]{2,40},\s*(?:le|den|am|the)?\s*/iu;

/** An unlabelled line that dates the document itself: "Export … - 05/03/2025", "erstellt am 03.11.2025". */
const issuedIn =
  /\b(?:export\w*|extrait|extraction|erstellt am|generated on|genere le|edite le|emis le|issued on|stand)\b/;

const issuedLineDate = (lines: string[]): string | undefined =>
  lines.flatMap((line) => (issuedIn.test(normalize(line)) ? datesIn(line).slice(0, 1) : []))[0];

const labelledDates = (lines: string[], label: RegExp): string[] =>
  lines.flatMap((line) => {
    const value = labelledValue(line, label);
    return value ? datesIn(value) : [];
  });

const signedDate = (lines: string[]): string | undefined => {
  for (const part of lines.flatMap((line) => line.split(' : '))) {
    const place = signedAt.exec(part);
    const date = place && datesIn(part.slice(place[0].length, place[0].length + 40))[0];
    if (date) return date;
  }
  return undefined;
};

/**
 * The report's date: the labelled issue date ("Date du rapport", "Rapport émis le", "Report date",
 * "Berichtsdatum"), else the date it was signed ("Fait à Lyon, le …", "Hamburg, den …"), else an
 * export's date ("Export … 05/03/2025"), else the last day of the labelled inspection ("du 16 au 18
 * juin 2025"), else the first date of the report.
 */
export const reportDateOf = (document: ReportDocument): string | null => {
  const lines = [...document.lines, ...document.furniture];
  return (
    labelledDates(lines, issueLabel)[0] ??
    signedDate(document.lines) ??
    issuedLineDate(document.lines) ??
    labelledDates(lines, visitLabel).at(-1) ??
    lines.flatMap((line) => datesIn(line))[0] ??
    null
  );
};

const referenceLabel =
  /^(?:reference(?: du rapport)?|ref|n(?:o|umero)?(?: de)? rapport|rapport n|dossier|report (?:no|number|ref|reference)|aktenzeichen|bericht nr|berichtsnummer|auftrag nr)$/;

const references = (lines: string[]): string[] => {
  const found: string[] = [];
  for (const line of lines) {
    const labelled = labelledValue(line, referenceLabel);
    if (labelled) found.push(labelled);
    found.push(...(line.match(REF_TOKEN) ?? []).filter((token) => token.length <= 40));
  }
  return [...new Set(found)];
};

/** An export (a CSV file): one table, and lines of one cell around it (its title, its footer). */
const isExport = (document: ReportDocument): boolean =>
  document.blocks.filter((block) => block.kind === 'table').length === 1 &&
  document.blocks.every((block) => block.kind === 'table' || block.cells.length <= 1);

/** An export states its facts under its column names, a value a row: they read like labelled lines ("Site : A ; B"). */
const labelledLinesOfExport = (document: ReportDocument): string[] =>
  isExport(document)
    ? document.blocks.flatMap((block) =>
        block.kind === 'table'
          ? block.header.map(
              (name, column) =>
                `${name} : ${[...new Set(block.rows.map((row) => row[column] ?? ''))].filter(Boolean).join(' ; ')}`,
            )
          : [],
      )
    : [];

/** Lines that name what the report leaves out: "Nicht Bestandteil: Notstromaggregat", "hors périmètre", "not inspected". */
const leftOut =
  /\b(?:nicht bestandteil|ausgenommen|nicht gepruft|hors (?:perimetre|mission|champ)|non (?:inclus|verifie|compris|concerne)|not (?:included|inspected|covered|tested|part of)|excluded|exclus?)\b/;

/** The report's head: its letterheads and the lines before its first part's heading (title, subject, labelled facts). */
const headOf = (document: ReportDocument, exportLines: string[]): string[] => {
  const first = document.lines.findIndex((line) => sectionOf(line) !== undefined);
  return [...document.furniture, ...document.lines.slice(0, first >= 0 ? first : 20), ...exportLines];
};

/** The installations the report is about: those its head names, else those it names anywhere. */
const installationsOf = (head: string[], text: string, installations: CatalogueNames['technicalInstallations']) => {
  const inHead = namedIn(head.join('\n'), installations);
  return inHead.length > 0 ? inHead : namedIn(text, installations);
};

/**
 * The report's metadata, in steps: its date; its author (the body that wrote it, the catalogue's
 * provider when one matches); its references; its site (units), and the installations and equipment
 * of that site it names.
 */
export const extractMetadata = ({ document, catalogue }: AnalyserInput): MetadataResult => {
  const exportLines = labelledLinesOfExport(document);
  const lines = [...document.lines, ...exportLines];
  const withTables = { ...document, lines };
  const units = unitsOfReport(lines, catalogue.units);
  const site = catalogueOfSite(catalogue, units);
  const text = lines.filter((line) => !leftOut.test(normalize(line))).join('\n');
  return {
    documentDate: reportDateOf(withTables),
    provider: authorOf(withTables, catalogue.providers),
    references: references(document.lines),
    units,
    technicalInstallations: installationsOf(headOf(document, exportLines), text, site.technicalInstallations),
    equipment: namedIn(text, site.equipment),
  };
};
