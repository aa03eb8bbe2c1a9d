import { describe, expect, it } from 'vitest';
import { engagementDates } from '../../shared/organizations/engagement.ts';
import { filterExpression } from '../../shared/organizations/organization-filter.ts';
import { foldForSearch, joinSearchParts } from '../../shared/organizations/search-text.ts';
import {
  type InvitationState,
  invitationLink,
  nextInvitationState,
  secondsUntilNextSend,
} from '../../shared/users/invitation.ts';

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

describe('search folding', () => {
  it('ignores case, accents, ligatures and spacing', () => {
    expect(foldForSearch('  Straße   ÉCOLE\tŒuvre Ærø ﬁn ')).toBe('strasse ecole oeuvre aero fin');
  });

  it('joins fields with a separator no folded term contains', () => {
    const joined = joinSearchParts(['1 rue X', null, '69002', '']);
    expect(joined).toBe('1 rue x\u001f69002');
    expect(foldForSearch('x\u001f69002')).toBe('x 69002');
    expect(joined.includes(foldForSearch('x 69002'))).toBe(false);
  });
});

describe('organization filter expression', () => {
  it('hides soft-deleted organizations unless asked, and never sends an empty expression', () => {
    expect(filterExpression({}).FilterExpression).toBe('attribute_not_exists(#dl)');
    expect(filterExpression({ includeSoftDeleted: true }).FilterExpression).toBe('attribute_exists(#ty)');
  });

  it('skips blank terms and deduplicates list values', () => {
    const expression = filterExpression({ search: '   ', types: ['ad', 'ad'], includeSoftDeleted: true });
    expect(expression.FilterExpression).toBe('#ty IN (:v0)');
    expect(expression.ExpressionAttributeValues).toEqual({ ':v0': 'ad' });
  });
});

describe('invitation rate limits', () => {
  const sentAt = (iso: string, overrides: Partial<InvitationState> = {}): InvitationState => ({
    tokenHash: 'h',
    expiresAt: '2099-01-01T00:00:00.000Z',
    sentCount: 3,
    lastSentAt: iso,
    day: iso.slice(0, 10),
    dayCount: 3,
    ...overrides,
  });

  it('waits out the minute after the last send', () => {
    expect(secondsUntilNextSend(undefined, new Date())).toBe(0);
    expect(secondsUntilNextSend(sentAt('2026-05-05T10:00:00.000Z'), new Date('2026-05-05T10:00:00.500Z'))).toBe(60);
    expect(secondsUntilNextSend(sentAt('2026-05-05T10:00:00.000Z'), new Date('2026-05-05T10:00:59.001Z'))).toBe(1);
    expect(secondsUntilNextSend(sentAt('2026-05-05T10:00:00.000Z'), new Date('2026-05-05T10:01:00.000Z'))).toBe(0);
  });

  it('waits until the next UTC day after ten sends, and counts a new day from one', () => {
    const full = sentAt('2026-05-05T22:00:00.000Z', { dayCount: 10 });
    expect(secondsUntilNextSend(full, new Date('2026-05-05T23:00:00.000Z'))).toBe(3600);
    expect(secondsUntilNextSend(full, new Date('2026-05-06T00:00:00.000Z'))).toBe(0);
    expect(nextInvitationState(full, 'new', new Date('2026-05-06T00:00:00.000Z'))).toMatchObject({
      day: '2026-05-06',
      dayCount: 1,
      sentCount: 4,
    });
    expect(
      nextInvitationState(sentAt('2026-05-06T00:00:00.000Z'), 'n', new Date('2026-05-06T01:00:00.000Z')).dayCount,
    ).toBe(4);
  });

  it('builds the link under the base address, whatever its trailing slash', () => {
    expect(invitationLink('https://app.example.com/invitations/', 'abc')).toBe(
      'https://app.example.com/invitations/abc',
    );
    expect(invitationLink('https://app.example.com/invitations', 'abc')).toBe(
      'https://app.example.com/invitations/abc',
    );
  });
});
