/**
 * Calendar arithmetic in an IANA time zone, with Intl only: the month a date falls in (counters
 * are kept per month of the organization's time zone) and the instant a local month starts.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

const partsFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const localParts = (millis: number, timeZone: string): LocalParts => {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(millis))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
};

/** Offset of the zone at an instant, in milliseconds (local − UTC). */
const offsetAt = (millis: number, timeZone: string): number => {
  const p = localParts(millis, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(millis / 1000) * 1000;
};

/** The instant of a local wall-clock time (the earlier one when a clock change makes it ambiguous). */
const zonedTime = (year: number, month: number, day: number, timeZone: string, hour = 0): number => {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
};

/** `YYYY-MM` of the local month an instant falls in. */
export const monthKey = (millis: number, timeZone: string): string => {
  const { year, month } = localParts(millis, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
};

const monthStart = (year: number, month: number, timeZone: string): number => zonedTime(year, month, 1, timeZone);

/**
 * The local months `[from, to)` covers exactly, or undefined when one of the bounds is not the
 * start of a local month (the period then cannot be counted from monthly totals).
 */
export const wholeMonths = (from: number, to: number, timeZone: string): string[] | undefined => {
  const start = localParts(from, timeZone);
  const end = localParts(to, timeZone);
  if (monthStart(start.year, start.month, timeZone) !== from || monthStart(end.year, end.month, timeZone) !== to)
    return undefined;
  const months: string[] = [];
  let year = start.year;
  let month = start.month;
  while (year < end.year || (year === end.year && month < end.month)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
};

const startOfMonthOf = (millis: number, timeZone: string): number => {
  const { year, month } = localParts(millis, timeZone);
  return monthStart(year, month, timeZone);
};

const startOfNextMonthOf = (millis: number, timeZone: string): number => {
  const { year, month } = localParts(millis, timeZone);
  return month === 12 ? monthStart(year + 1, 1, timeZone) : monthStart(year, month + 1, timeZone);
};

/** A date range cut into whole local months (counted from monthly totals) and the rest (read). */
export interface MonthSplit {
  /** Month keys `[from, to)`; an absent bound is open. Absent: no whole month. */
  whole?: { from?: string; to?: string };
  /** Parts of the range outside whole months, as instants `[from, before)`. */
  partial: { from?: number; before?: number }[];
}

export const splitByMonths = (from: number | undefined, before: number | undefined, timeZone: string): MonthSplit => {
  const firstWhole =
    from === undefined
      ? undefined
      : startOfMonthOf(from, timeZone) === from
        ? from
        : startOfNextMonthOf(from, timeZone);
  const lastWhole = before === undefined ? undefined : startOfMonthOf(before, timeZone);
  if (firstWhole !== undefined && lastWhole !== undefined && firstWhole >= lastWhole)
    return { partial: [{ from, before }] };
  const partial: MonthSplit['partial'] = [];
  if (from !== undefined && firstWhole !== from) partial.push({ from, before: firstWhole });
  if (before !== undefined && lastWhole !== before) partial.push({ from: lastWhole, before });
  return {
    whole: {
      ...(firstWhole !== undefined && { from: monthKey(firstWhole, timeZone) }),
      ...(lastWhole !== undefined && { to: monthKey(lastWhole, timeZone) }),
    },
    partial,
  };
};
