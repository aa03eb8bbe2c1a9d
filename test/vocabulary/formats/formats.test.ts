import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { bigint, canonicalUuid, ref, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';

const ok = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('uuid', () => {
  it.each([
    '75a5810d-4cfe-519b-ab37-f1f195e0ec64',
    '75A5810D-4CFE-419B-AB37-F1F195E0EC64',
    '00000000-0000-1000-8000-000000000000',
    '00000000-0000-8000-b000-000000000000',
    '00000000-0000-7000-9000-000000000000',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ])('accepts %s', (value) => expect(ok(uuid, value)).toBe(true));

  it.each([
    ['version 0', '75a5810d-4cfe-019b-ab37-f1f195e0ec64'],
    ['version 9', '75a5810d-4cfe-919b-ab37-f1f195e0ec64'],
    ['variant c', '75a5810d-4cfe-519b-cb37-f1f195e0ec64'],
    ['variant 7', '75a5810d-4cfe-519b-7b37-f1f195e0ec64'],
    ['no dashes', '75a5810d4cfe519bab37f1f195e0ec64'],
    ['braces', '{75a5810d-4cfe-519b-ab37-f1f195e0ec64}'],
    ['too short', '75a5810d-4cfe-519b-ab37-f1f195e0ec6'],
    ['non-hex', '75a5810g-4cfe-519b-ab37-f1f195e0ec64'],
    ['surrounding space', ' 75a5810d-4cfe-519b-ab37-f1f195e0ec64'],
  ])('rejects %s', (_, value) => expect(ok(uuid, value)).toBe(false));

  it('gives a clear message', () => {
    const result = uuid.safeParse('nope');
    expect(result.error?.issues[0]?.message).toMatch(/must be a UUID/);
  });

  it('canonicalUuid lower-cases', () => {
    expect(canonicalUuid.parse('75A5810D-4CFE-519B-AB37-F1F195E0EC64')).toBe('75a5810d-4cfe-519b-ab37-f1f195e0ec64');
  });
});

describe('ref', () => {
  it.each(['ANO-12', 'ANO-1', 'BW-10', 'ANO-12-LOT-3', 'A-1-B-2-C-3', `${'A'.repeat(37)}-99`])('accepts %s', (value) =>
    expect(ok(ref, value)).toBe(true),
  );

  it.each([
    ['leading zero', 'ANO-012'],
    ['zero', 'ANO-0'],
    ['lowercase', 'ano-12'],
    ['mixed case', 'Ano-12'],
    ['no number', 'ANO'],
    ['no letters', '12'],
    ['trailing dash', 'ANO-12-'],
    ['incomplete group', 'ANO-12-LOT'],
    ['digits in letters', 'AN0-12'],
    ['negative', 'ANO--12'],
    ['41 characters', `${'A'.repeat(38)}-99`],
  ])('rejects %s', (_, value) => expect(ok(ref, value)).toBe(false));

  it('40 characters is the limit', () => {
    expect(`${'A'.repeat(37)}-99`).toHaveLength(40);
    expect(ok(ref, `${'A'.repeat(37)}-99`)).toBe(true);
    expect(ok(ref, `${'A'.repeat(38)}-99`)).toBe(false);
  });
});

describe('timestamp', () => {
  it.each([
    '2025-03-14T09:30:00Z',
    '2025-03-14T09:30:00.123Z',
    '2025-03-14T09:30:00.123456Z',
    '2025-03-14T10:30:00+01:00',
    '2025-03-14T04:30:00-05:00',
    '2025-03-14T10:30:00+0100',
    '2025-03-14T10:30+01:00',
    '2024-02-29T00:00:00Z',
    '2000-02-29T23:59:59Z',
  ])('accepts %s', (value) => expect(ok(timestamp, value)).toBe(true));

  it.each([
    ['no zone', '2025-03-14T09:30:00'],
    ['date only', '2025-03-14'],
    ['space separator', '2025-03-14 09:30:00Z'],
    ['February 30', '2025-02-30T00:00:00Z'],
    ['February 29 of a common year', '2025-02-29T00:00:00Z'],
    ['February 29 of 1900', '1900-02-29T00:00:00Z'],
    ['month 13', '2025-13-01T00:00:00Z'],
    ['day 0', '2025-01-00T00:00:00Z'],
    ['April 31', '2025-04-31T00:00:00Z'],
    ['hour 24', '2025-01-01T24:00:00Z'],
    ['minute 60', '2025-01-01T10:60:00Z'],
    ['offset hour 24', '2025-01-01T10:00:00+24:00'],
    ['named zone', '2025-01-01T10:00:00 CET'],
    ['not a string', 1741944600000],
  ])('rejects %s', (_, value) => expect(ok(timestamp, value)).toBe(false));

  it('reports one issue for a bad shape, a date issue for an impossible date', () => {
    expect(timestamp.safeParse('2025-03-14T09:30:00').error?.issues).toHaveLength(1);
    const issues = timestamp.safeParse('2025-02-30T00:00:00Z').error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/real date/);
  });

  it('timestampToMillis applies the offset', () => {
    expect(timestampToMillis('2025-03-14T10:30:00+01:00')).toBe(Date.parse('2025-03-14T09:30:00Z'));
    expect(timestampToMillis('2025-03-14T04:30:00.5-05:00')).toBe(Date.parse('2025-03-14T09:30:00.500Z'));
    expect(timestampToMillis('2025-02-30T00:00:00Z')).toBeUndefined();
  });
});

describe('bigint', () => {
  it('accepts 0 and 2^53-1', () => {
    expect(ok(bigint, 0)).toBe(true);
    expect(ok(bigint, 9007199254740991)).toBe(true);
  });
  it.each([-1, 1.5, 9007199254740992, '1', Number.NaN])('rejects %s', (value) => expect(ok(bigint, value)).toBe(false));
});
