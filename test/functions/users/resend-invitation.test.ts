import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { backOfficeDemoIds } from '#infra/local/seed/demo-data.ts';
import { ses } from '#shared/stores/aws/ses.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { findUserByInvitationToken } from '#shared/stores/users/invitation-repository.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { resendInvitation } from '#shared/use-cases/users/resend-invitation.ts';
import type { InvitationState } from '#shared/vocabulary/users/invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { call, urls } from '#test/support/api.ts';
import { anOrphanUser } from '#test/support/fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { anOrganization, aPendingUser, setInvitationState } from '#test/support/organization-fixtures.ts';

const path = (id: string) => `/bo/users/v1/${id}/invitation/resend`;
const resend = (id: string) => call('POST', path(id), { as: demoIds.backOfficeAdmin });

const stored = async (user: OrganizationUser) => (await readOrganizationUser(user.organizationId, user.id))!;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

const earlierSend = (overrides: Partial<InvitationState> = {}): InvitationState => ({
  link: { tokenHash: 'f'.repeat(64), expiresAt: '2099-01-01T00:00:00.000Z', sentTo: 'nobody@example.com' },
  sentCount: 1,
  lastSentAt: minutesAgo(2),
  day: today(),
  dayCount: 1,
  ...overrides,
});

describe('POST /bo/users/v1/{id}/invitation/resend', () => {
  it('e-mails a pending rs user a working invitation link in the organization language, and counts the send', async () => {
    const organization = await anOrganization({ type: 'rs', language: 'fr-FR', name: 'Résidences Lumière' });
    const user = await aPendingUser(organization, { firstName: 'Camille' });
    const before = Date.now();
    const { status, body } = await resend(user.id);
    expect(status).toBe(200);
    expect(body).toEqual({ id: user.id });
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail!.from).toBe(process.env[envNames.emailFrom]);
    expect(mail!.subject).toBe('Votre invitation à rejoindre Résidences Lumière sur Kare');
    expect(mail!.body.text).toContain('Bonjour Camille,');
    expect(mail!.body.html).toContain(`href="${process.env[envNames.invitationBaseUrl]}#${tokenOf(mail!)}"`);
    expect((await findUserByInvitationToken(tokenOf(mail!)))?.id).toBe(user.id);
    const { invitation } = await stored(user);
    expect(invitation).toMatchObject({ sentCount: 1, dayCount: 1, day: today() });
    expect(Date.parse(invitation!.lastSentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(invitation!.link!.expiresAt) - Date.parse(invitation!.lastSentAt)).toBe(7 * 86_400_000);
  });

  it('writes in English and in German for ad organizations in those languages', async () => {
    const english = await aPendingUser(await anOrganization({ language: 'en-US', name: 'Audit & Co' }), {
      firstName: 'Sam',
    });
    const german = await aPendingUser(await anOrganization({ language: 'de-DE', name: 'Prüfung GmbH' }), {
      firstName: 'Lena',
    });
    expect((await resend(english.id)).status).toBe(200);
    expect((await resend(german.id)).status).toBe(200);
    const [englishMail] = await mailsTo(english.email);
    const [germanMail] = await mailsTo(german.email);
    expect(englishMail!.subject).toBe('Your invitation to join Audit & Co on Kare');
    expect(englishMail!.body.text).toContain('Hello Sam,');
    expect(englishMail!.body.html).toContain('Audit &amp; Co');
    expect(germanMail!.subject).toBe('Ihre Einladung zu Prüfung GmbH auf Kare');
    expect(germanMail!.body.text).toContain('Hallo Lena,');
  });

  it('keeps the subject one line when a stored organization name holds a line break, and links to this stack', async () => {
    // Names are checked on the way in now; this one stands for a name stored before they were.
    const user = await aPendingUser(
      await anOrganization({ language: 'en-US', name: 'Evil\r\nBcc: victim@example.com\u0085' }),
    );
    expect((await resend(user.id)).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Your invitation to join Evil Bcc: victim@example.com on Kare');
    expect(mail!.body.text).toContain(`${urls.main}/invitations/`);
  });

  it('sends no invisible character (bidi, zero-width, tag) of a stored name in the subject or the body', async () => {
    // A name stored before names were checked on the way in: the e-mail still reads as it shows.
    const user = await aPendingUser(
      await anOrganization({ language: 'en-US', name: 'Acme \u202Etxt.exe\u2066\u200B\uFEFF\u{E0041}' }),
      { firstName: 'Ad\u202Ea\u200D' },
    );
    expect((await resend(user.id)).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Your invitation to join Acme txt.exe on Kare');
    const invisible = /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/u;
    for (const text of [mail!.subject, mail!.body.text!, mail!.body.html!]) expect(text).not.toMatch(invisible);
    expect(mail!.body.text).toContain('Ada');
  });

  it('re-sends to the seeded pending users', async () => {
    for (const id of [backOfficeDemoIds.pendingRsUser, backOfficeDemoIds.pendingAdUser])
      expect((await resend(id)).status).toBe(200);
    const [adMail] = await mailsTo('jonas.fischer@example.com');
    expect(adMail!.subject).toBe('Ihre Einladung zu Audit Conseil Démo auf Kare');
  });

  it('makes the previous link stop working when it sends a new one', async () => {
    const user = await aPendingUser(await anOrganization());
    await resend(user.id);
    const first = tokenOf((await mailsTo(user.email))[0]!);
    await setInvitationState(user, { ...(await stored(user)).invitation!, lastSentAt: minutesAgo(2) });
    expect((await resend(user.id)).status).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[1]!);
    expect(second).not.toBe(first);
    expect(await findUserByInvitationToken(first)).toBeUndefined();
    expect((await findUserByInvitationToken(second))?.id).toBe(user.id);
    expect((await stored(user)).invitation).toMatchObject({ sentCount: 2, dayCount: 2 });
  });

  it('lets a link expire after seven days', async () => {
    const user = await aPendingUser(await anOrganization());
    await resend(user.id);
    const token = tokenOf((await mailsTo(user.email))[0]!);
    expect((await findUserByInvitationToken(token, new Date(Date.now() + 6 * 86_400_000)))?.id).toBe(user.id);
    expect(await findUserByInvitationToken(token, new Date(Date.now() + 7 * 86_400_000 + 60_000))).toBeUndefined();
  });

  it('answers 429 with Retry-After to a second send within a minute, and sends nothing', async () => {
    const user = await aPendingUser(await anOrganization());
    expect((await resend(user.id)).status).toBe(200);
    const afterFirst = await stored(user);
    const { status, body, headers } = await resend(user.id);
    expect(status).toBe(429);
    expect(body.error).toBe('too_many_requests');
    const retryAfter = Number(headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.details).toEqual({ retryAfterSeconds: retryAfter });
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await stored(user)).toEqual(afterFirst);
  });

  it('answers 429 until the next UTC day once ten sends were made today', async () => {
    const user = await aPendingUser(await anOrganization());
    await setInvitationState(user, earlierSend({ dayCount: 10, sentCount: 14 }));
    const { status, headers } = await resend(user.id);
    expect(status).toBe(429);
    const now = new Date();
    const untilMidnight =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    expect(Math.abs(Number(headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(60);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('counts a new UTC day from one again', async () => {
    const user = await aPendingUser(await anOrganization());
    await setInvitationState(
      user,
      earlierSend({ day: '2000-01-01', dayCount: 10, sentCount: 30, lastSentAt: '2000-01-01T12:00:00.000Z' }),
    );
    expect((await resend(user.id)).status).toBe(200);
    expect((await stored(user)).invitation).toMatchObject({ sentCount: 31, day: today(), dayCount: 1 });
  });

  it('sends once when re-sends arrive together', async () => {
    const user = await aPendingUser(await anOrganization());
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => resend(user.id))))
      .map(({ status }) => status)
      .sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect((await stored(user)).invitation?.sentCount).toBe(1);
  });

  it('undoes the send record when SES refuses the e-mail, so the previous link keeps working', async () => {
    const user = await aPendingUser(await anOrganization());
    await resend(user.id);
    const token = tokenOf((await mailsTo(user.email))[0]!);
    await setInvitationState(user, { ...(await stored(user)).invitation!, lastSentAt: minutesAgo(2) });
    const before = await stored(user);
    const send = vi
      .spyOn(ses(), 'send')
      .mockRejectedValueOnce(Object.assign(new Error('Daily sending quota exceeded'), { name: 'Throttling' }) as never);
    try {
      await expect(resendInvitation(user.id)).rejects.toThrow('Daily sending quota exceeded');
    } finally {
      send.mockRestore();
    }
    expect(await stored(user)).toEqual(before);
    expect((await findUserByInvitationToken(token))?.id).toBe(user.id);
    // The previous link's end (`replaced`), written with the send, is forgotten with the undo.
    expect((await call('POST', '/invitations/v1/inspect', { body: { token } })).body.state).toBe('open');
    expect((await resend(user.id)).status).toBe(200);
    expect((await call('POST', '/invitations/v1/inspect', { body: { token } })).body.state).toBe('replaced');
  });

  it('answers 409 to a user who is not pending or not an organization user, and to an archived organization', async () => {
    const organization = await anOrganization();
    const active = await aPendingUser(organization, { status: 'active' });
    const disabled = await aPendingUser(organization, { status: 'disabled' });
    const archived = await aPendingUser(
      await anOrganization({ archivedAt: '2026-03-01T00:00:00.000Z', accessStatus: 'inactive' }),
    );
    for (const user of [active, disabled, archived]) {
      const { status, body } = await resend(user.id);
      expect(status).toBe(409);
      expect(body.error).toBe('conflict');
      expect(await mailsTo(user.email)).toEqual([]);
    }
    expect((await resend(demoIds.rsAdmin)).body.details).toEqual({ status: 'active' });
    expect((await resend(demoIds.backOfficeAdmin)).status).toBe(409);
  });

  it('answers 404 to an unknown user', async () => {
    const { status, body } = await resend(randomUUID());
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });

  it('answers 409 to a user whose organization record is gone', async () => {
    const orphan = await anOrphanUser();
    expect((await resend(orphan.id)).status).toBe(409);
    expect(await mailsTo(orphan.email)).toEqual([]);
  });

  it('answers 400 to an id that is not a UUID and to a body', async () => {
    const bad = await resend('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ location: 'path', path: 'id' });
    const user = await aPendingUser(await anOrganization());
    const withBody = await call('POST', path(user.id), { as: demoIds.backOfficeAdmin, body: { force: true } });
    expect(withBody.status).toBe(400);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('answers 401 without a valid token and 403 to organization users', async () => {
    const user = await aPendingUser(await anOrganization());
    expect((await call('POST', path(user.id), { authorization: 'Bearer nope' })).status).toBe(401);
    for (const caller of [demoIds.rsAdmin, demoIds.adAdmin]) {
      const { status, body } = await call('POST', path(user.id), { as: caller });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
