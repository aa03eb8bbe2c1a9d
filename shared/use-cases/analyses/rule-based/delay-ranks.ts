import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { datesIn } from './dates.ts';
import { dueDateOf } from './due-dates.ts';
import type { Legend } from './grading-scales.ts';

const afterImmediate: Priority[] = ['high', 'medium', 'low'];

/**
 * A report's own scale of delays, read from the delays its table uses, when one of them is
 * "Immédiat": the others rank after it from the shortest, `high`, `medium`, then `low` (a body
 * that grades "Immédiat, 3 mois, 6 mois" makes its 3 months what another's 1 month is). A delay of
 * a year or more stays `low`. Returns the grades so read (normalized), for a table's legend.
 */
export const delayRanksOf = (delays: string[]): Legend => {
  const anyDay = '2000-01-01';
  // Written dates ("30/06/2025") are no delays.
  const written = delays.filter((delay) => delay.trim() !== '' && datesIn(delay).length === 0);
  const dated = [...new Set(written.map((delay) => normalize(delay).trim()))].flatMap((delay) => {
    const date = dueDateOf(delay, anyDay);
    return date ? [{ delay, date }] : [];
  });
  if (!dated.some(({ date }) => date === anyDay)) return new Map();
  const later = dated.filter(({ date }) => date !== anyDay).sort((a, b) => a.date.localeCompare(b.date));
  const distinct = [...new Set(later.map(({ date }) => date))];
  return new Map(
    later.map(({ delay, date }) => {
      const rank = afterImmediate[Math.min(distinct.indexOf(date), 2)]!;
      return [delay, date >= '2001-01-01' ? 'low' : rank];
    }),
  );
};
