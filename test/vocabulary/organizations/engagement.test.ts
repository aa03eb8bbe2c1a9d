import { describe, expect, it } from 'vitest';
import { engagementDates } from '#shared/vocabulary/organizations/engagement.ts';

describe('engagement dates', () => {
  it('adds calendar months in UTC, clamping to the end of a shorter month', () => {
    expect(engagementDates('2026-01-31T12:00:00.000Z', 1)).toEqual({
      engagementEndAt: '2026-02-28T12:00:00.000Z',
      renewAt: '2025-11-28T12:00:00.000Z',
    });
    expect(engagementDates('2027-08-31T00:00:00.000Z', 6)).toEqual({
      engagementEndAt: '2028-02-29T00:00:00.000Z',
      renewAt: '2027-11-29T00:00:00.000Z',
    });
    expect(engagementDates('2026-03-15T08:30:00.000Z', 600)).toEqual({
      engagementEndAt: '2076-03-15T08:30:00.000Z',
      renewAt: '2075-12-15T08:30:00.000Z',
    });
    expect(engagementDates(null, 12)).toEqual({ engagementEndAt: null, renewAt: null });
  });

  it('refuses dates a timestamp cannot write', () => {
    expect(engagementDates('9999-01-01T00:00:00.000Z', 11)).toBeDefined();
    expect(engagementDates('9999-01-01T00:00:00.000Z', 12)).toBeUndefined();
    expect(engagementDates('0000-01-01T00:00:00.000Z', 1)).toBeUndefined();
  });
});
