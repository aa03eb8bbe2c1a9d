import { describe, expect, it } from 'vitest';
import {
  type InvitationState,
  invitationLink,
  nextInvitationState,
  secondsUntilNextSend,
} from '#shared/vocabulary/users/invitation.ts';

describe('invitation rate limits', () => {
  const sentAt = (iso: string, overrides: Partial<InvitationState> = {}): InvitationState => ({
    link: { tokenHash: 'h', expiresAt: '2099-01-01T00:00:00.000Z', sentTo: 'a@example.com' },
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
    expect(
      nextInvitationState(full, { tokenHash: 'new', sentTo: 'a@example.com' }, new Date('2026-05-06T00:00:00.000Z')),
    ).toMatchObject({
      day: '2026-05-06',
      dayCount: 1,
      sentCount: 4,
    });
    expect(
      nextInvitationState(
        sentAt('2026-05-06T00:00:00.000Z'),
        { tokenHash: 'n', sentTo: 'a@example.com' },
        new Date('2026-05-06T01:00:00.000Z'),
      ).dayCount,
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
