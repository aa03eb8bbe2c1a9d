/**
 * Calendar arithmetic in the organization's time zone, with `Intl` as the only source of zone
 * rules: a calendar day is found from an instant, and the instant of a local midnight from a day.
 * Weeks start on Monday (ISO 8601), as they do for the organizations' three languages in Europe.
 */

import { localParts } from './time-zone.ts';

export interface CalendarDate {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  /** 1..31 */
  readonly day: number;
}

export type CalendarUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The wall-clock time of an instant in a zone, read as if it were UTC. */
const wallClock = (instant: number, timeZone: string): number => {
  const { year, month, day, hour, minute, second } = localParts(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/** The calendar day an instant falls on in the zone. */
export const dateIn = (instant: Date, timeZone: string): CalendarDate => {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
};

/** The instant at which a calendar day starts in the zone (the first instant after a DST gap). */
export const startOfDay = (date: CalendarDate, timeZone: string): Date => {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day);
  let instant = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  // A second pass settles the offset when midnight sits on the other side of a DST change.
  instant = asUtc - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
};

/** Normalizes overflowing months and days (month 13, day 0) like `Date.UTC` does. */
export const calendarDate = (year: number, month: number, day: number): CalendarDate => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  calendarDate(date.year, date.month, date.day + days);

/** The Monday that starts week `week` of `year` (ISO 8601: week 1 holds 4 January). */
export const isoWeekStart = (year: number, week: number): CalendarDate =>
  addDays(startOfUnit(calendarDate(year, 1, 4), 'week'), 7 * (week - 1));

/** The first day of the calendar `unit` that contains `date`. */
export const startOfUnit = (date: CalendarDate, unit: CalendarUnit): CalendarDate => {
  switch (unit) {
    case 'day':
      return date;
    case 'week': {
      const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
      return addDays(date, -((weekday + 6) % 7));
    }
    case 'month':
      return calendarDate(date.year, date.month, 1);
    case 'quarter':
      return calendarDate(date.year, date.month - ((date.month - 1) % 3), 1);
    case 'year':
      return calendarDate(date.year, 1, 1);
  }
};

/** `date` moved by `count` units (the day of month is kept when the unit is a month or more). */
export const addUnits = (date: CalendarDate, unit: CalendarUnit, count: number): CalendarDate => {
  switch (unit) {
    case 'day':
      return addDays(date, count);
    case 'week':
      return addDays(date, 7 * count);
    case 'month':
      return calendarDate(date.year, date.month + count, date.day);
    case 'quarter':
      return calendarDate(date.year, date.month + 3 * count, date.day);
    case 'year':
      return calendarDate(date.year + count, date.month, date.day);
  }
};

/** `[first day, first day of the next unit)` of the calendar unit `offset` units away from `today`. */
export const calendarRange = (
  today: CalendarDate,
  unit: CalendarUnit,
  offset: number,
): [CalendarDate, CalendarDate] => {
  const start = addUnits(startOfUnit(today, unit), unit, offset);
  return [start, addUnits(start, unit, 1)];
};
