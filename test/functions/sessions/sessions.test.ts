import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { liveSessionOf } from '#shared/stores/auth/sessions.ts';
import { bearerOf, call } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';

const isLiveSessionOf = async (token: string, userId: string) => (await liveSessionOf(token, userId)) !== undefined;

/** Sessions of the attachments API: opened with a bearer token, one per device, closed by their holder. */
const open = async (userId: string, body: unknown = { deviceId: 'phone-1' }) =>
  call('POST', '/sessions/v1', { api: 'attachments', authorization: await bearerOf(userId), body });

const close = async (userId: string, sessionToken: string) =>
  call('POST', '/sessions/v1/close', {
    api: 'attachments',
    authorization: await bearerOf(userId),
    body: { sessionToken },
  });

describe('sessions of the attachments API', () => {
  it('opens a 12-hour session that the attachments API accepts', async () => {
    const user = await anOrganizationUser();
    const { status, body } = await open(user.id);
    expect(status).toBe(201);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(await isLiveSessionOf(body.sessionToken, user.id)).toBe(true);
    const listed = await call('GET', '/attachments/v3/origin/1/999999999', {
      api: 'attachments',
      authorization: await bearerOf(user.id),
      headers: { 'x-session-token': body.sessionToken },
    });
    expect(listed.status).toBe(404);
  });

  it('keeps one session per device: a new one closes the previous, other devices keep theirs', async () => {
    const user = await anOrganizationUser();
    const first = (await open(user.id)).body.sessionToken;
    const tablet = (await open(user.id, { deviceId: 'tablet' })).body.sessionToken;
    const second = (await open(user.id)).body.sessionToken;
    expect(await isLiveSessionOf(first, user.id)).toBe(false);
    expect(await isLiveSessionOf(second, user.id)).toBe(true);
    expect(await isLiveSessionOf(tablet, user.id)).toBe(true);
  });

  it('leaves exactly one session of a device open when opens race', async () => {
    const user = await anOrganizationUser();
    const opened = await Promise.all(Array.from({ length: 6 }, () => open(user.id, { deviceId: 'raced' })));
    expect(opened.map(({ status }) => status)).toEqual(Array(6).fill(201));
    const live = await Promise.all(opened.map(({ body }) => isLiveSessionOf(body.sessionToken, user.id)));
    expect(live.filter(Boolean)).toHaveLength(1);
  });

  it("closes the caller's own session only; a second close, or another user's session, is a 404", async () => {
    const [user, other] = [await anOrganizationUser(), await anOrganizationUser()];
    const token = (await open(user.id)).body.sessionToken;
    const others = (await open(other.id)).body.sessionToken;
    expect(await close(user.id, token)).toMatchObject({ status: 200, body: { closed: true } });
    expect(await isLiveSessionOf(token, user.id)).toBe(false);
    expect((await close(user.id, token)).status).toBe(404);
    expect((await close(user.id, others)).status).toBe(404);
    expect(await isLiveSessionOf(others, other.id)).toBe(true);
    const reopened = await open(user.id);
    expect(await isLiveSessionOf(reopened.body.sessionToken, user.id)).toBe(true);
  });

  it('refuses the back office (403), a missing token (401), and bad bodies (400) with the Error body', async () => {
    expect((await open(demoIds.backOfficeAdmin)).status).toBe(403);
    const anonymous = await call('POST', '/sessions/v1', { api: 'attachments', body: { deviceId: 'x' } });
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    const user = await anOrganizationUser();
    for (const body of [
      {},
      { deviceId: '' },
      { deviceId: 'a b' },
      { deviceId: 'x'.repeat(129) },
      { deviceId: 'x', extra: 1 },
    ])
      expect({ body, status: (await open(user.id, body)).status }).toEqual({ body, status: 400 });
    expect((await close(user.id, randomUUID())).status).toBe(404);
  });
});
