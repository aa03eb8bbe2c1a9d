import * as rruleModule from 'rrule';

/**
 * rrule ships CommonJS for Node (whose ESM loader sees no named exports in it) and an ESM build
 * that esbuild bundles through the `module` field. A namespace import holds the exports directly
 * in the bundle and under `default` in Node and the tests. Read through a plain object, so that
 * esbuild does not warn about the `default` the ESM build lacks.
 */
const namespace: { default?: typeof rruleModule } = rruleModule as never;
const { RRule } = namespace.default ?? rruleModule;

/**
 * A preventive rule's recurrence: one RFC 5545 RRULE value (`FREQ=YEARLY;BYMONTH=3`, with or
 * without the `RRULE:` prefix). The rule is a template: each site that applies it brings its own
 * start, so DTSTART, EXDATE and other iCalendar lines are not part of it.
 *
 * rrule parses the value; it is lenient where RFC 5545 is not (unknown or repeated parts, numbers
 * out of range, BYDAY typos it crashes on), so the RFC's own rules are checked around it. The
 * result is the list of problems, each a sentence naming the part at fault; empty when the rule is
 * valid.
 */
const partNames = [
  'FREQ',
  'UNTIL',
  'COUNT',
  'INTERVAL',
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
] as const;
type PartName = (typeof partNames)[number];

/** Preventive maintenance is planned in days: finer frequencies would flood sites with interventions. */
const allowedFrequencies = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const;

/** RFC 5545 §3.3.10 value ranges; `signed` lists also take the negative counterparts, never 0. */
const integerLists: Partial<Record<PartName, { min: number; max: number; signed: boolean }>> = {
  BYSECOND: { min: 0, max: 60, signed: false },
  BYMINUTE: { min: 0, max: 59, signed: false },
  BYHOUR: { min: 0, max: 23, signed: false },
  BYMONTHDAY: { min: 1, max: 31, signed: true },
  BYYEARDAY: { min: 1, max: 366, signed: true },
  BYWEEKNO: { min: 1, max: 53, signed: true },
  BYMONTH: { min: 1, max: 12, signed: false },
  BYSETPOS: { min: 1, max: 366, signed: true },
};

const weekday = '(?:MO|TU|WE|TH|FR|SA|SU)';
const BYDAY_ITEM = new RegExp(`^([+-]?(?:[1-9]|[1-4][0-9]|5[0-3]))?${weekday}$`);
const WEEKDAY = new RegExp(`^${weekday}$`);
const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;
const INTEGER = /^[+-]?[0-9]{1,3}$/;
/** A DATE or a DATE-TIME, local or UTC (`Z`). */
const UNTIL = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

const isRealUntil = (value: string): boolean => {
  const m = UNTIL.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 61;
};

const listProblems = (name: PartName, value: string): string[] => {
  const range = integerLists[name]!;
  return value.split(',').flatMap((item) => {
    if (!INTEGER.test(item)) return [`${name}: ${JSON.stringify(item)} is not an integer`];
    const number = Number(item);
    const magnitude = range.signed ? Math.abs(number) : number;
    if ((number < 0 && !range.signed) || magnitude < range.min || magnitude > range.max) {
      const bounds = range.signed
        ? `${range.min}..${range.max} or -${range.max}..-${range.min}`
        : `${range.min}..${range.max}`;
      return [`${name}: ${item} is outside ${bounds}`];
    }
    return [];
  });
};

const valueProblems = (name: PartName, value: string, freq: string | undefined): string[] => {
  switch (name) {
    case 'FREQ':
      return (allowedFrequencies as readonly string[]).includes(value)
        ? []
        : [`FREQ must be one of ${allowedFrequencies.join(', ')}`];
    case 'UNTIL':
      return isRealUntil(value)
        ? []
        : ['UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDThhmmss, optionally followed by Z)'];
    case 'COUNT':
    case 'INTERVAL':
      return POSITIVE_INTEGER.test(value) ? [] : [`${name} must be a positive integer`];
    case 'WKST':
      return WEEKDAY.test(value) ? [] : ['WKST must be one of MO, TU, WE, TH, FR, SA, SU'];
    case 'BYDAY':
      return value.split(',').flatMap((item) => {
        const m = BYDAY_ITEM.exec(item);
        if (!m)
          return [
            `BYDAY: ${JSON.stringify(item)} is not a weekday (MO..SU), optionally preceded by a week number such as 1MO or -1FR`,
          ];
        if (m[1] && freq !== 'MONTHLY' && freq !== 'YEARLY')
          return [`BYDAY: ${item} numbers a weekday, which only MONTHLY and YEARLY rules may do`];
        return [];
      });
    default:
      return listProblems(name, value);
  }
};

/** RFC 5545 §3.3.10: which BYxxx parts a frequency allows, and what they need. */
const combinationProblems = (parts: ReadonlyMap<PartName, string>): string[] => {
  const freq = parts.get('FREQ');
  const problems: string[] = [];
  if (parts.has('UNTIL') && parts.has('COUNT')) problems.push('UNTIL and COUNT must not both be given');
  if (parts.has('BYWEEKNO') && freq !== 'YEARLY') problems.push('BYWEEKNO is only allowed with FREQ=YEARLY');
  if (parts.has('BYYEARDAY') && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY')) {
    problems.push(`BYYEARDAY is not allowed with FREQ=${freq}`);
  }
  if (parts.has('BYMONTHDAY') && freq === 'WEEKLY') problems.push('BYMONTHDAY is not allowed with FREQ=WEEKLY');
  if (freq === 'YEARLY' && parts.has('BYWEEKNO') && /\d/.test(parts.get('BYDAY') ?? '')) {
    problems.push('BYDAY must not number weekdays when BYWEEKNO is given');
  }
  if (parts.has('BYSETPOS') && ![...parts.keys()].some((name) => name.startsWith('BY') && name !== 'BYSETPOS')) {
    problems.push('BYSETPOS needs another BYxxx part to select from');
  }
  return problems;
};

export const recurrenceProblems = (text: string): string[] => {
  const value = text.replace(/^RRULE:/i, '');
  if (/[\r\n]/.test(value)) return ['must be one RRULE value, without DTSTART, EXDATE or other lines'];
  const parts = new Map<PartName, string>();
  const problems: string[] = [];
  for (const part of value.split(';')) {
    const m = /^([A-Za-z]+)=(.+)$/.exec(part);
    const name = m?.[1]?.toUpperCase() as PartName | undefined;
    if (!m || !name) problems.push(`${JSON.stringify(part)} is not a NAME=VALUE rule part`);
    else if (!(partNames as readonly string[]).includes(name)) problems.push(`${name} is not an RFC 5545 rule part`);
    else if (parts.has(name)) problems.push(`${name} is given more than once`);
    else parts.set(name, m[2]!.toUpperCase());
  }
  if (problems.length > 0) return problems;
  if (!parts.has('FREQ')) return ['FREQ is required'];
  problems.push(...[...parts].flatMap(([name, partValue]) => valueProblems(name, partValue, parts.get('FREQ'))));
  if (problems.length > 0) return problems;
  problems.push(...combinationProblems(parts));
  if (problems.length > 0) return problems;
  try {
    RRule.parseString(value);
  } catch (error) {
    return [`not a recurrence rule: ${(error as Error).message}`];
  }
  return [];
};
