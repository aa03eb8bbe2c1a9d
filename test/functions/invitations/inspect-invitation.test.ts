import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '#shared/vocabulary/users/password-policy.ts';
import { call } from '#test/support/api.ts';
import { anInvitation, expireInvitation, sendInvitation } from '#test/support/invitations.ts';

/** What the invitation page reads first: the link's state, its organization, the password rules. */
const inspect = (body: unknown) => call('POST', '/invitations/v1/inspect', { body });
const accept = (token: string, password = 'Correct-Horse-42!') =>
  call('POST', '/invitations/v1/accept', { body: { token, password } });

describe('inspecting an invitation link', () => {
  it('answers an open link with its organization, e-mail, expiry and the pool password policy', async () => {
    const { organization, person, token } = await anInvitation('de-DE');
    const { status, body } = await inspect({ token });
    expect(status).toBe(200);
    expect(body).toEqual({
      state: 'open',
      organization: { name: organization.name, language: 'de' },
      email: person.email,
      expiresAt: expect.any(String),
      passwordPolicy,
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('tells a used link from a replaced, an ended and an expired one, and says no more of them than their organization', async () => {
    const used = await anInvitation();
    expect((await accept(used.token)).status).toBe(200);

    const replaced = await anInvitation('en-US');
    const newer = await sendInvitation(replaced.organization.id, replaced.person);

    const ended = await anInvitation();
    await ended.restate({ email: `moved.${ended.person.email}` });

    const expired = await anInvitation();
    await expireInvitation(expired.organization.id, expired.person.id);

    for (const [state, invitation] of [
      ['used', used],
      ['replaced', replaced],
      ['ended', ended],
      ['expired', expired],
    ] as const) {
      const { status, body } = await inspect({ token: invitation.token });
      expect(status, state).toBe(200);
      expect(body, state).toMatchObject({
        state,
        organization: { name: invitation.organization.name },
        email: null,
        passwordPolicy,
      });
      expect(body.expiresAt === null, state).toBe(state !== 'expired');
    }
    expect((await inspect({ token: newer })).body.state).toBe('open');
  });

  it('answers unknown for a link nobody sent, with no organization', async () => {
    const { status, body } = await inspect({ token: 'B'.repeat(43) });
    expect(status).toBe(200);
    expect(body).toEqual({ state: 'unknown', organization: null, email: null, expiresAt: null, passwordPolicy });
  });

  it('refuses a malformed token or another field with the Error body, and a body that is not JSON', async () => {
    for (const body of [{}, { token: 'short' }, { token: 'A'.repeat(43), extra: 1 }, { token: 42 }]) {
      const answer = await inspect(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_error', requestId: expect.any(String) });
    }
    const text = await call('POST', '/invitations/v1/inspect', {
      rawBody: `token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
  });
});
