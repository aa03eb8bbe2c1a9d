import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { AnalyserInput } from '#shared/use-cases/analyses/analyser.ts';
import { bestNamedIn, normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';
import { priorityOf, splitPriority } from './priorities.ts';

/** Upper bounds that keep an analysis record far below DynamoDB's 400 KB item limit. */
const maxAnomalies = 300;
const maxTextLength = 1000;

const numbering = '(?:\\d+(?: \\d+)* )?';
const observationHeading = new RegExp(
  `^${numbering}(?:observations?(?: et (?:anomalies|reserves))?|anomalies(?: constatees| relevees)?|non conformites|ecarts|constats?|remarques|reserves|findings|observations and findings|defects|deficiencies|non conformities|issues found|mangel|festgestellte mangel|beanstandungen|feststellungen)$`,
);
const otherHeading = new RegExp(
  `^${numbering}(?:conclusions?|synthese|signatures?|avis(?: general)?|recommandations?|summary|recommendations?|sign off|fazit|zusammenfassung|unterschrift(?:en)?|empfehlungen?)$`,
);

const ref = '[A-Z]+-[1-9][0-9]*(?:-[A-Z]+-[1-9][0-9]*)*';
const bullet = /^[-•*–—▪●◦]\s*/;
const numbered = /^\(?\d{1,3}[.)]\s+/;
const refLead = new RegExp(`^(${ref})\\s*[:.–—-]?\\s+`);
const namedLead =
  /^(?:observation|anomalie|constat|r[ée]serve|finding|defect|mangel|m[äa]ngel)\s*(?:n[°o]\.?\s*)?\d+\s*[:.–—-]\s*/i;

interface Item {
  ref: string | null;
  text: string;
}

/** The list marker a line starts with, if any, and the ref it carries. */
const marker = (line: string, numberedCounts: boolean): { rest: string; ref: string | null } | undefined => {
  const byRef = refLead.exec(line);
  if (byRef) return { rest: line.slice(byRef[0].length), ref: byRef[1]! };
  for (const pattern of numberedCounts ? [bullet, numbered, namedLead] : [bullet, namedLead]) {
    const match = pattern.exec(line);
    if (match) {
      const rest = line.slice(match[0].length);
      const innerRef = refLead.exec(rest);
      return innerRef ? { rest: rest.slice(innerRef[0].length), ref: innerRef[1]! } : { rest, ref: null };
    }
  }
  return undefined;
};

/**
 * The observation sections of the report (a heading such as "Observations" or "Mängel" up to the
 * next known heading), or none when the report has no such heading.
 */
const sections = (lines: string[]): string[][] => {
  const found: string[][] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    const heading = normalize(line.replace(/:\s*$/, '')).trim();
    if (observationHeading.test(heading)) {
      current = [];
      found.push(current);
    } else if (otherHeading.test(heading)) {
      current = undefined;
    } else {
      current?.push(line);
    }
  }
  return found;
};

/**
 * Inside a section every listed line is an observation and the lines that follow it continue it
 * (a PDF wraps long lines); a section without list markers has one observation per line.
 */
const itemsOfSection = (lines: string[]): Item[] => {
  const listed = lines.some((line) => marker(line, true));
  if (!listed) return lines.map((text) => ({ ref: null, text }));
  const items: Item[] = [];
  for (const line of lines) {
    const start = marker(line, true);
    if (start) items.push({ ref: start.ref, text: start.rest });
    else if (items.length > 0) items[items.length - 1]!.text += ` ${line}`;
  }
  return items;
};

/** Without an observation heading, only lines marked as list items or by a ref count; numbered lines are usually headings. */
const itemsOfDocument = (lines: string[]): Item[] =>
  lines.flatMap((line) => {
    const start = marker(line, false);
    return start ? [{ ref: start.ref, text: start.rest }] : [];
  });

const tidy = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .slice(0, maxTextLength);

const anomalyOf = (
  item: Item,
  catalogue: CatalogueNames,
  namingText = item.text,
  priorityCell?: string,
): ExtractedAnomaly | undefined => {
  const { text, priority } = splitPriority(item.text);
  const cleanText = tidy(text);
  if (!cleanText) return undefined;
  return {
    text: cleanText,
    ref: item.ref,
    priority: (priorityCell !== undefined ? priorityOf(priorityCell) : null) ?? priority,
    equipment: bestNamedIn(namingText, catalogue.equipment),
    technicalInstallation: bestNamedIn(namingText, catalogue.technicalInstallations),
  };
};

const columnPatterns = {
  ref: /^(?:ref|reference|referenz|n|no|nr|numero|id)$/,
  priority: /\b(?:priorite|priority|prioritat|criticite|gravite|severity|dringlichkeit)\b/,
  equipment:
    /\b(?:equipements?|equipment|materiel|appareil|gerat|anlage|installations?(?: technique)?|technical installation)\b/,
  text: /\b(?:observations?|anomalies?|anomaly|constats?|descriptions?|libelle|texte|text|findings?|defects?|deficiency|mangel|beschreibung|feststellung|remarques?|reserves?)\b/,
};

const columnOf = (header: string[], pattern: RegExp, taken: number[]): number | undefined => {
  const index = header.findIndex((name, column) => !taken.includes(column) && pattern.test(normalize(name).trim()));
  return index >= 0 ? index : undefined;
};

/** A CSV names its columns; the observation column is required, the others are used when present. */
const anomaliesOfTable = (
  table: NonNullable<AnalyserInput['document']['table']>,
  catalogue: CatalogueNames,
): ExtractedAnomaly[] | undefined => {
  const taken: number[] = [];
  const take = (pattern: RegExp) => {
    const column = columnOf(table.header, pattern, taken);
    if (column !== undefined) taken.push(column);
    return column;
  };
  const columns = {
    ref: take(columnPatterns.ref),
    priority: take(columnPatterns.priority),
    equipment: take(columnPatterns.equipment),
    text: take(columnPatterns.text),
  };
  if (columns.text === undefined) return undefined;
  return table.rows.flatMap((row) => {
    const cell = (column: number | undefined) => (column === undefined ? undefined : (row[column] ?? ''));
    const refCell = cell(columns.ref)?.trim();
    const item = {
      ref: refCell && new RegExp(`^${ref}$`).test(refCell) ? refCell : null,
      text: cell(columns.text) ?? '',
    };
    const equipmentCell = cell(columns.equipment) ?? '';
    const anomaly = anomalyOf(item, catalogue, `${equipmentCell}\n${item.text}`, cell(columns.priority));
    return anomaly ? [anomaly] : [];
  });
};

export const extractAnomalies = ({ document, catalogue }: AnalyserInput): ExtractedAnomaly[] => {
  if (document.table) {
    // A table without an observation column still lists one observation per row.
    const rows = document.table.rows.map((row) => ({ ref: null, text: row.filter((cell) => cell).join(' ; ') }));
    const fromTable =
      anomaliesOfTable(document.table, catalogue) ?? rows.flatMap((item) => anomalyOf(item, catalogue) ?? []);
    return fromTable.slice(0, maxAnomalies);
  }
  const found = sections(document.lines);
  const items = found.length > 0 ? found.flatMap(itemsOfSection) : itemsOfDocument(document.lines);
  return items.flatMap((item) => anomalyOf(item, catalogue) ?? []).slice(0, maxAnomalies);
};
