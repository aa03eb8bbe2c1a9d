import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Legend } from './grading-scales.ts';
import { entriesOf, joinedAfterCommas } from './legend.ts';

/** The delays a legend gives its grades, by grade (normalized): "W = … innerhalb von 4 Wochen" → "4 wochen". */
export type LegendDelays = Map<string, string>;

/**
 * A delay in a grade's description: "sofort" (the report's day), "innerhalb von 4 Wochen", "bis 3
 * Monate", "sous 1 mois". "Umgehend" (promptly) urges without setting a day.
 */
const delayIn =
  /\b(\d{1,2} (?:wochen|wo|monate?n?|weeks?|months?|mois|semaines?|jours?|days?|tagen?)|sofort|immediat|immediate|immediatement|immediately|sans delai|without delay)\b/;

const investigation = /\b(?:investigation|investigate|untersuch\w*|a investiguer)\b/;

/**
 * The delay each grade of the report's legend is to be remedied within, read from its description
 * ("S = sofort", "B = kurzfristig (bis 3 Monate)"): a finding with that grade and no due date of its
 * own is due that long after the report's date.
 */
export const legendDelaysOf = (lines: string[], legend: Legend): LegendDelays => {
  const delays: LegendDelays = new Map();
  for (const line of joinedAfterCommas(lines)) {
    for (const [token, description] of entriesOf(line.replace(/^[^:=]{2,40}:\s*(?=[\p{L}\d]{1,14}\s*[=:–—-])/u, ''))) {
      const key = normalize(token).trim();
      // "FI – Further investigation required without delay": the delay is the investigation's, not a remedy's.
      const delay = investigation.test(normalize(description)) ? undefined : delayIn.exec(normalize(description))?.[1];
      if (delay && legend.has(key) && !delays.has(key)) delays.set(key, delay);
    }
  }
  return delays;
};

/** The delay of a finding's grade: the grade whole ("W"), else its last word ("Dringlichkeit B"). */
export const delayOfGrade = (grade: string, delays: LegendDelays): string | undefined => {
  const normalized = normalize(grade).trim();
  return delays.get(normalized) ?? delays.get(normalized.split(' ').at(-1) ?? '');
};
