import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUuid, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { isTimestamp, isUuid, TIMESTAMP_PATTERN, timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';

// ---------------------------------------------------------------------------------------------
// <timestamp>
// ---------------------------------------------------------------------------------------------

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Instants whose year the four-digit pattern can write, with a day of margin for any offset. */
const instants = fc.date({
  min: new Date('0000-01-02T00:00:00.000Z'),
  max: new Date('9999-12-30T23:59:59.999Z'),
  noInvalidDate: true,
});

/** An offset from UTC in minutes, -23:59..+23:59. */
const offsets = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 });

const offsetStyles = fc.constantFrom('hh:mm', 'hhmm', 'hh');
type OffsetStyle = 'hh:mm' | 'hhmm' | 'hh';

const offsetText = (minutes: number, style: OffsetStyle): string => {
  const sign = minutes < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(minutes) / 60));
  const rest = pad(Math.abs(minutes) % 60);
  if (style === 'hh') return `${sign}${hours}`;
  return style === 'hhmm' ? `${sign}${hours}${rest}` : `${sign}${hours}:${rest}`;
};

/** The instant as the wall-clock time of a place `offsetMinutes` ahead of UTC. */
const writtenAt = (instant: Date, offsetMinutes: number, style: OffsetStyle): string => {
  const wallClock = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${wallClock.toISOString().slice(0, 23)}${offsetText(offsetMinutes, style)}`;
};

/** An offset together with a style that can write it (`±hh` only writes whole hours). */
const writableOffsets = fc
  .tuple(offsets, offsetStyles)
  .map(([minutes, style]) => [style === 'hh' ? minutes - (minutes % 60) : minutes, style] as const);

/** The date and time fields of a text of the timestamp shape, read by position, not by the pattern's groups. */
const fieldsOf = (text: string) => {
  const offset = /([+-])(\d{2}):?(\d{2})?$/.exec(text);
  return {
    year: Number(text.slice(0, 4)),
    month: Number(text.slice(5, 7)),
    day: Number(text.slice(8, 10)),
    hour: Number(text.slice(11, 13)),
    minute: Number(text.slice(14, 16)),
    second: text[16] === ':' ? Number(text.slice(17, 19)) : 0,
    offsetHours: offset ? Number(offset[2]) : 0,
    offsetMinutes: offset?.[3] ? Number(offset[3]) : 0,
  };
};

/** Whether the fields name a real day and time: the calendar is JavaScript's, not a table of month lengths. */
const isRealDateTime = (text: string): boolean => {
  const { year, month, day, hour, minute, second, offsetHours, offsetMinutes } = fieldsOf(text);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && hour < 24 && minute < 60 && second < 60 && offsetHours < 24 && offsetMinutes < 60;
};

const lastDayOfMonth = (year: number, month: number): number => {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
};

const replaceAt = (text: string, start: number, value: string) =>
  `${text.slice(0, start)}${value}${text.slice(start + value.length)}`;

/** Ways to turn `YYYY-MM-DDThh:mm:ss.sssZ` into something that is not a timestamp. */
const brokenTimestamps = instants.chain((instant) => {
  const text = instant.toISOString();
  const { year, month } = fieldsOf(text);
  // The first value out of range comes often: it is where an off-by-one would let one through.
  const twoDigits = (min: number) => fc.oneof(fc.constant(min), fc.integer({ min, max: 99 })).map((n) => pad(n));
  return fc.oneof(
    fc.oneof(fc.constant('00'), twoDigits(13)).map((value) => replaceAt(text, 5, value)),
    fc.oneof(fc.constant('00'), twoDigits(lastDayOfMonth(year, month) + 1)).map((value) => replaceAt(text, 8, value)),
    twoDigits(24).map((value) => replaceAt(text, 11, value)),
    twoDigits(60).map((value) => replaceAt(text, 14, value)),
    twoDigits(60).map((value) => replaceAt(text, 17, value)),
    twoDigits(24).map((value) => `${text.slice(0, -1)}+${value}:00`),
    twoDigits(60).map((value) => `${text.slice(0, -1)}+01:${value}`),
    fc.constant(text.slice(0, -1)),
    fc.constant(text.replace('T', ' ')),
    fc.constant(text.slice(0, 10)),
    fc.string({ minLength: 1 }).map((junk) => `${junk}${text}`),
    fc.string({ minLength: 1 }).map((junk) => `${text}${junk}`),
  );
});

const sign = (n: number) => Math.sign(n);

describe('<timestamp> (property)', () => {
  it('accepts every instant written in UTC, and reads back its milliseconds', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const text = instant.toISOString();
        expect(timestamp.safeParse(text).success).toBe(true);
        expect(timestampToMillis(text)).toBe(instant.getTime());
        expect(timestampToMillis(text.replace('T', 't').replace('Z', 'z'))).toBe(instant.getTime());
      }),
    );
  });

  it('reads the same instant whatever the offset it is written in', () => {
    fc.assert(
      fc.property(instants, writableOffsets, (instant, [minutes, style]) => {
        const text = writtenAt(instant, minutes, style);
        expect(timestamp.safeParse(text).success).toBe(true);
        expect(timestampToMillis(text)).toBe(instant.getTime());
      }),
    );
  });

  it('accepts a text of the timestamp shape exactly when its fields name a real date and time', () => {
    fc.assert(
      fc.property(fc.stringMatching(TIMESTAMP_PATTERN), (text) => {
        expect(isTimestamp(text)).toBe(isRealDateTime(text));
        expect(timestamp.safeParse(text).success).toBe(isRealDateTime(text));
      }),
    );
  });

  it("accepts each month's last day and rejects the day after, leap years included", () => {
    const years = fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }).map((c) => c * 100),
    );
    fc.assert(
      fc.property(years, (year) => {
        for (let month = 1; month <= 12; month++) {
          const yearMonth = `${pad(year, 4)}-${pad(month)}`;
          const last = lastDayOfMonth(year, month);
          expect(isTimestamp(`${yearMonth}-${pad(last)}T12:00Z`)).toBe(true);
          expect(isTimestamp(`${yearMonth}-${pad(last + 1)}T12:00Z`)).toBe(false);
        }
      }),
    );
  });

  it('keeps whole seconds and truncates a fraction to milliseconds', () => {
    fc.assert(
      fc.property(instants, fc.stringMatching(/^\d{1,9}$/), (instant, fraction) => {
        const seconds = instant.toISOString().slice(0, 19);
        const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
        const wholeSecond = timestampToMillis(`${seconds}Z`)!;
        expect(timestampToMillis(`${seconds}.${fraction}Z`)).toBe(wholeSecond + millis);
        expect(timestampToMillis(`${seconds},${fraction}Z`)).toBe(wholeSecond + millis);
        expect(timestampToMillis(`${seconds.slice(0, 16)}Z`)).toBe(wholeSecond - instant.getUTCSeconds() * 1000);
      }),
    );
  });

  it('rejects a valid timestamp with a field out of range, its designator missing or other text around it', () => {
    fc.assert(
      fc.property(brokenTimestamps, (text) => {
        expect(isTimestamp(text)).toBe(false);
        expect(timestamp.safeParse(text).success).toBe(false);
      }),
    );
  });

  it('rejects arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(timestampToMillis(text)).toBeUndefined();
        expect(timestamp.safeParse(text).success).toBe(false);
      }),
    );
  });

  it('orders timestamps as it orders their instants, whatever their offsets', () => {
    fc.assert(
      fc.property(
        instants,
        instants,
        writableOffsets,
        writableOffsets,
        (a, b, [offsetA, styleA], [offsetB, styleB]) => {
          const millisA = timestampToMillis(writtenAt(a, offsetA, styleA))!;
          const millisB = timestampToMillis(writtenAt(b, offsetB, styleB))!;
          expect(sign(millisA - millisB)).toBe(sign(a.getTime() - b.getTime()));
          // In UTC with milliseconds, the text itself sorts like the instant.
          const [textA, textB] = [a.toISOString(), b.toISOString()];
          expect(sign(millisA - millisB)).toBe(textA < textB ? -1 : textA > textB ? 1 : 0);
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// <uuid>
// ---------------------------------------------------------------------------------------------

const HEX = '0123456789abcdefABCDEF';
const DASHES = [8, 13, 18, 23];
const VERSION_AT = 14;
const VARIANT_AT = 19;

/** UUIDs of versions 1..8, in either case (mixed within one UUID too). */
const versioned = fc.mixedCase(fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }));

/** Every UUID the convention admits: versions 1..8, the nil UUID and the all-f UUID. */
const uuids = fc.oneof(
  { weight: 8, arbitrary: versioned },
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.mixedCase(fc.constant('ffffffff-ffff-ffff-ffff-ffffffffffff')),
);

/** A character with no place where a hex digit goes, and one with no place where a dash goes. */
const notHex = fc.constantFrom(...'gGzZ-_ {}.');
const notDash = fc.constantFrom(...HEX, '_', ' ', ':');

/** A UUID of version 1..8 (so neither nil nor all-f) one character too short or too long, without dashes or padded. */
const misshapenUuids = versioned.chain((valid) =>
  fc.oneof(
    fc.integer({ min: 0, max: valid.length - 1 }).map((at) => valid.slice(0, at) + valid.slice(at + 1)),
    fc
      .tuple(fc.integer({ min: 0, max: valid.length }), fc.constantFrom(...HEX, '-'))
      .map(([at, character]) => valid.slice(0, at) + character + valid.slice(at)),
    fc.constant(valid.replaceAll('-', '')),
    fc.constantFrom(' ', '\t', '\n').chain((space) => fc.constantFrom(`${space}${valid}`, `${valid}${space}`)),
  ),
);

describe('<uuid> (property)', () => {
  it('accepts every UUID in either case, and canonicalizes it to lower case', () => {
    fc.assert(
      fc.property(uuids, (value) => {
        expect(isUuid(value)).toBe(true);
        expect(uuid.parse(value)).toBe(value);
        expect(canonicalUuid.parse(value)).toBe(value.toLowerCase());
        expect(canonicalUuid.parse(value.toUpperCase())).toBe(canonicalUuid.parse(value));
      }),
    );
  });

  it('rejects a UUID with any one character of the wrong class', () => {
    fc.assert(
      fc.property(versioned, notHex, notDash, (valid, hexIntruder, dashIntruder) => {
        for (let at = 0; at < valid.length; at++) {
          const value = replaceAt(valid, at, DASHES.includes(at) ? dashIntruder : hexIntruder);
          expect(isUuid(value)).toBe(false);
          expect(canonicalUuid.safeParse(value).success).toBe(false);
        }
      }),
    );
  });

  it('rejects a UUID one character too short or too long, without dashes or with space around it', () => {
    fc.assert(
      fc.property(misshapenUuids, (value) => {
        expect(isUuid(value)).toBe(false);
        expect(uuid.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('rejects every version digit but 1..8 and every variant digit but 8, 9, a and b', () => {
    fc.assert(
      fc.property(versioned, (valid) => {
        for (const version of '09abcdefABCDEF') expect(isUuid(replaceAt(valid, VERSION_AT, version))).toBe(false);
        for (const variant of '01234567cdefCDEF') expect(isUuid(replaceAt(valid, VARIANT_AT, variant))).toBe(false);
      }),
    );
  });
});
