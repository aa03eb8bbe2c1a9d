import { describe, expect, it } from 'vitest';
import { calendarRange, dateIn, startOfDay } from '#shared/vocabulary/time/calendar.ts';

describe('calendar arithmetic in a time zone', () => {
  it('finds the local day of an instant', () => {
    expect(dateIn(new Date('2026-03-31T22:30:00Z'), 'Europe/Paris')).toEqual({ year: 2026, month: 4, day: 1 });
    expect(dateIn(new Date('2026-03-31T22:30:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 3, day: 31 });
  });

  it('finds local midnight on both sides of daylight saving time', () => {
    expect(startOfDay({ year: 2026, month: 3, day: 1 }, 'Europe/Paris').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(startOfDay({ year: 2026, month: 4, day: 1 }, 'Europe/Paris').toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(startOfDay({ year: 2026, month: 3, day: 29 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDay({ year: 2026, month: 3, day: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  it('gives whole calendar weeks (from Monday), months, quarters and years', () => {
    const thursday = { year: 2026, month: 11, day: 19 };
    expect(calendarRange(thursday, 'week', 0)).toEqual([
      { year: 2026, month: 11, day: 16 },
      { year: 2026, month: 11, day: 23 },
    ]);
    expect(calendarRange(thursday, 'week', -1)[0]).toEqual({ year: 2026, month: 11, day: 9 });
    expect(calendarRange(thursday, 'month', 1)).toEqual([
      { year: 2026, month: 12, day: 1 },
      { year: 2027, month: 1, day: 1 },
    ]);
    expect(calendarRange(thursday, 'quarter', -1)).toEqual([
      { year: 2026, month: 7, day: 1 },
      { year: 2026, month: 10, day: 1 },
    ]);
    expect(calendarRange({ year: 2026, month: 1, day: 15 }, 'month', -1)).toEqual([
      { year: 2025, month: 12, day: 1 },
      { year: 2026, month: 1, day: 1 },
    ]);
    expect(calendarRange(thursday, 'year', -1)).toEqual([
      { year: 2025, month: 1, day: 1 },
      { year: 2026, month: 1, day: 1 },
    ]);
  });
});
