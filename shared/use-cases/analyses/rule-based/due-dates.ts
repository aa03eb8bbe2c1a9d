import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import { datesIn } from './dates.ts';

const now = /^(?:immediat\w*|immediate\w*|sofort\w*|sans delai|without delay|now|des reception\w*)$/;
const within =
  /^(?:sous |within |dans |innerhalb (?:von )?|binnen |a )?(\d{1,3}|un|une|one|deux|two|trois|three|six) (mois|months?|monate?n?|mon|semaines?|weeks?|wochen|wo|wk|wks|jours?|days?|tagen?|ans?|years?|jahre?n?)$/;
const numbers: Record<string, number> = { un: 1, une: 1, one: 1, deux: 2, two: 2, trois: 3, three: 3, six: 6 };

const shifted = (date: string, months: number, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shiftedDate = new Date(Date.UTC(year, month - 1 + months, day + days));
  return shiftedDate.toISOString().slice(0, 10);
};

/** A delay ("1 mois", "within 3 months", "sofort") counted from the report's date. */
const afterDelay = (delay: string, from: string): string | null => {
  const normalized = normalize(delay).trim();
  if (now.test(normalized)) return from;
  const match = within.exec(normalized);
  if (!match) return null;
  const count = numbers[match[1]!] ?? Number(match[1]);
  const unit = match[2]!;
  if (/^(?:mois|month|monat)/.test(unit)) return shifted(from, count, 0);
  if (/^(?:semaine|week|woche|wo$|wk)/.test(unit)) return shifted(from, 0, 7 * count);
  if (/^(?:an|year|jahr)/.test(unit)) return shifted(from, 12 * count, 0);
  return shifted(from, 0, count);
};

/** A due date written as a date ("30/06/2025"), or as a delay from the report's date ("3 mois", "Immédiat"). */
export const dueDateOf = (written: string, reportDate: string | null): string | null =>
  datesIn(written)[0] ?? (reportDate ? afterDelay(written, reportDate) : null);

const dueLead =
  /\b(?:avant le|au plus tard le|d'ici le|pour le|before|by|no later than|until|bis(?: zum| spätestens)?:?|spätestens(?: bis| am)?|frist:?|échéance:?|due:?)\s+/iu;

/** A due date an observation's text gives after "avant le", "by", "bis zum"…, or undefined. */
export const dueDateInText = (text: string): string | undefined => {
  const lead = dueLead.exec(text);
  return lead ? datesIn(text.slice(lead.index + lead[0].length, lead.index + lead[0].length + 30))[0] : undefined;
};
