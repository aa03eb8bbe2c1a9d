import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { isPriorityWord, type Legend, priorityOfGrade } from './grading-scales.ts';

/** A line that announces a legend: the lines after it define the report's grades. */
const legendHeading =
  /\b(?:legende|legend|key to|keys|signification|classification|classement|classes?|bareme|codes?|bewertungsschlussel|mangelklassen|dringlichkeit(?:sstufen)?|einstufung|priorites|priorities|prioritaten|grading|echelle|scale)\b/;
/** How many lines after its heading a legend may run. */
const legendReach = 8;

/**
 * What a legend's description says a grade means, by its words: a danger to act on at once,
 * something soon, within months or to investigate, an improvement. The qualified words come first
 * ("potentially dangerous" is no danger present).
 */
const meanings: [RegExp, Priority][] = [
  [/\b(?:investigation|investigate|untersuch\w*|a investiguer)\b/, 'medium'],
  [/\b(?:potentially|potential|could become|pourrait|potentiel\w*|potenziell\w*|risque de)\b/, 'high'],
  [
    /\b(?:improvement|amelioration|recommand\w*|recommended|empfehl\w*|hinweis\w*|geringfug\w*|mineur\w*|minor|observation|low|faible|niedrig|conseil\w*|advisory)\b/,
    'low',
  ],
  [
    /\b(?:danger\w*|gefahr\w*|immediate\w*|immediat\w*|sofort\w*|umgehend|arret|stop|stilleg\w*|stillleg\w*|unsafe|intolerable|critique|critical)\b/,
    'critical',
  ],
  [/\b(?:long terme|long term|langfristig)\b/, 'low'],
  [
    /\b(?:urgent\w*|dringend\w*|1 mois|un mois|rapidement|erheblich\w*|high|elev\w*|short term|court terme|courte echeance|kurzfristig|weeks?|semaines?|wochen)\b/,
    'high',
  ],
  [/\b(?:mois|months?|monate?n?|mittelfristig|medium|moyen\w*|moderate|next|prochaine?|nachst\w*)\b/, 'medium'],
];

const meaningOf = (description: string): Priority | null =>
  priorityOfGrade(description) ?? meanings.find(([pattern]) => pattern.test(normalize(description)))?.[1] ?? null;

/** A grade's code: a letter or two ("H", "GM"), or a word and a number ("Mängelklasse 2"). */
const codeLike = /^(?:\p{L}{1,2}|\p{L}{0,14}\s?\d{1,2})$/u;

/** `token = description`, `token : description`, `token – description`; several on one line parted by `;`, `|` or `,`. */
const entry = /^\s*(\p{L}{0,12}\s?\d{0,2}|\p{L}{1,2})\s*(?:=|:|–|—|-|\))\s*(.+)$/u;

export const entriesOf = (line: string): [string, string][] =>
  line
    .replace(/^[\s•·▪●◦*–—-]+/u, '')
    .split(/\s*[;|]\s*|,\s+(?=\p{L}{0,12}\s?\d{0,2}\s*[=:])/u)
    .flatMap((part) => {
      const match = entry.exec(part);
      return match && match[1]!.trim() ? [[match[1]!.trim(), match[2]!.trim()] as [string, string]] : [];
    });

interface LegendEntry {
  key: string;
  meaning: Priority;
  /** "Further investigation" grades stand beside a scale, not on it. */
  aside: boolean;
}

const byRank: Priority[] = ['critical', 'high', 'medium', 'low'];
const severity = (priority: Priority) => byRank.length - byRank.indexOf(priority);

/**
 * A legend of four grades (besides any "to investigate") maps onto our four in its order, the most
 * severe first, whatever its words ("D2: within 3 months" is the second of four, `high`); a legend
 * of another size keeps the meaning of each description.
 */
const ranked = (entries: LegendEntry[]): LegendEntry[] => {
  const onScale = entries.filter((entry) => !entry.aside);
  if (onScale.length !== byRank.length) return entries;
  const ordered = severity(onScale[0]!.meaning) >= severity(onScale.at(-1)!.meaning) ? onScale : [...onScale].reverse();
  return [
    ...ordered.map((entry, index) => ({ ...entry, meaning: byRank[index]! })),
    ...entries.filter((entry) => entry.aside),
  ];
};

const addEntries = (legend: Legend, entries: LegendEntry[]) => {
  for (const { key, meaning } of ranked(entries)) {
    legend.set(key, meaning);
    // "Mängelklasse 2" defines the bare "2" of a column so named.
    const code = /\s(\p{L}?\d{1,2})$/u.exec(key)?.[1];
    if (code && !legend.has(code)) legend.set(code, meaning);
  }
};

const asideWords = /\b(?:investigation|investigate|untersuch\w*|a investiguer)\b/;

/** A line of a legend: it defines a grade the legend holds ("D2 = à corriger sous 3 mois"); no finding. */
export const definesGrades = (line: string, legend: Legend): boolean =>
  legend.size > 0 &&
  entriesOf(line.replace(/^[^:=]{2,40}:\s*(?=[\p{L}\d]{1,14}\s*[=:–—-])/u, '')).some(([token]) =>
    legend.has(normalize(token).trim()),
  );

/** Lines with the line after a comma joined to them: a grade's description wraps ("G = geringfügig,\nim Rahmen der Instandhaltung"). */
export const joinedAfterCommas = (lines: string[]): string[] =>
  lines.reduce<string[]>((joined, line) => {
    const last = joined.at(-1);
    if (last?.trimEnd().endsWith(',')) joined[joined.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else joined.push(line);
    return joined;
  }, []);

/**
 * The report's own grading scale, read from its legend: the lines after a heading such as
 * "Légende", "Key", "Mängelklassen", and any line defining two grades or more ("1 = immédiat ;
 * 2 = sous 1 mois"). A token counts when it is a grade of a known scale (after a heading, any short
 * code); its meaning is read from its description, or from its rank in a legend of four. The
 * legend outranks the default mapping of `grading-scales.ts`.
 */
export const legendOf = (lines: string[]): Legend => {
  const legend: Legend = new Map();
  let reach = 0;
  let block: LegendEntry[] = [];
  for (const line of joinedAfterCommas(lines)) {
    const heading = legendHeading.test(normalize(line)) && line.length < 160;
    // "Délais : 1 = immédiat ; 2 = …": the label before a line of grades is no grade.
    const unlabelled = entriesOf(line.replace(/^[^:=]{2,40}:\s*(?=[\p{L}\d]{1,14}\s*[=:–—-])/u, ''));
    const entries = unlabelled.length >= 2 ? unlabelled : entriesOf(line);
    if (heading || reach <= 1) {
      addEntries(legend, block);
      block = [];
    }
    reach = heading ? legendReach : Math.max(0, reach - 1);
    if (reach === 0 && entries.length < 2) continue;
    for (const [token, description] of entries) {
      const meaning = meaningOf(description);
      if (!meaning || !(priorityOfGrade(token) || (reach > 0 && codeLike.test(token)))) continue;
      // A grade that is a word of priority ("High – within 1 month") keeps its own meaning.
      if (isPriorityWord(token)) continue;
      block.push({ key: normalize(token).trim(), meaning, aside: asideWords.test(normalize(description)) });
    }
  }
  addEntries(legend, block);
  return legend;
};
