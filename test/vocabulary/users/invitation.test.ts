import { describe, expect, it } from 'vitest';
import {
  type InvitationState,
  invitationLink,
  nextInvitationState,
  secondsUntilNextSend,
  stateOfLink,
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

  it('puts the token in the fragment of the page address, which browsers send to no server', () => {
    expect(invitationLink('https://api.example.com/invitations/v1/page', 'abc')).toBe(
      'https://api.example.com/invitations/v1/page#abc',
    );
    expect(invitationLink('https://api.example.com/invitations/v1/page#old', 'abc')).toBe(
      'https://api.example.com/invitations/v1/page#abc',
    );
  });

  it('reads a link open while it is the latest, to the e-mail the user has, pending and unexpired', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const link = { tokenHash: 'h', sentTo: 'a@example.com', expiresAt: '2026-03-02T00:00:00.000Z' };
    const user = {
      status: 'pending',
      email: 'a@example.com',
      invitation: { ...sentAt('2026-02-28T00:00:00.000Z'), link },
    };
    expect(stateOfLink(user, 'h', now)).toBe('open');
    expect(stateOfLink(user, 'other', now)).toBe('unknown');
    expect(stateOfLink(undefined, 'h', now)).toBe('unknown');
    expect(stateOfLink({ ...user, email: 'b@example.com' }, 'h', now)).toBe('ended');
    expect(stateOfLink({ ...user, status: 'active' }, 'h', now)).toBe('ended');
    expect(stateOfLink(user, 'h', new Date('2026-03-02T00:00:00.000Z'))).toBe('expired');
  });
});
