import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authenticate } from '#functions/http/authenticate.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { createSession, liveSessionOf } from '#shared/stores/auth/sessions.ts';
import type { HttpError } from '#shared/vocabulary/errors.ts';
import { bearerOf } from '#test/support/api.ts';
import { eventFor } from '#test/support/events.ts';

const attachmentsEvent = (authorization: string, session?: string) =>
  eventFor('GET', '/attachments/v3/origin/1/1', '/attachments/v3/origin/{originType}/{originId}', {
    headers: { authorization, ...(session && { 'x-session-token': session }) },
  }).event;

const rsAdmin = await bearerOf(demoIds.rsAdmin);
const authenticateSession = (event: ReturnType<typeof attachmentsEvent>) => authenticate(event, liveSessionOf);
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: HttpError) => error.status,
  );

describe('the attachments API session check', () => {
  it('admits a live session of the same user', async () => {
    const { token } = await createSession(demoIds.rsAdmin);
    await expect(authenticateSession(attachmentsEvent(rsAdmin, token))).resolves.toMatchObject({
      userId: demoIds.rsAdmin,
    });
  });

  it("answers 401 without a session, with an unknown one, with another user's, and with an expired one", async () => {
    expect(await statusOf(authenticateSession(attachmentsEvent(rsAdmin)))).toBe(401);
    expect(await statusOf(authenticateSession(attachmentsEvent(rsAdmin, randomUUID())))).toBe(401);
    const { token: managers } = await createSession(demoIds.rsManager);
    expect(await statusOf(authenticateSession(attachmentsEvent(rsAdmin, managers)))).toBe(401);
    const { token: expired } = await createSession(demoIds.rsAdmin, -1);
    expect(await statusOf(authenticateSession(attachmentsEvent(rsAdmin, expired)))).toBe(401);
  });

  it('admits rs and ad users but not the back office', async () => {
    const { token } = await createSession(demoIds.backOfficeAdmin);
    expect(await statusOf(authenticateSession(attachmentsEvent(await bearerOf(demoIds.backOfficeAdmin), token)))).toBe(
      403,
    );
    const { token: auditor } = await createSession(demoIds.adAdmin);
    expect(await statusOf(authenticateSession(attachmentsEvent(await bearerOf(demoIds.adAdmin), auditor)))).toBe(200);
  });

  it('fails closed for an attachments path whose operation was built without the check', async () => {
    const { token } = await createSession(demoIds.rsAdmin);
    await expect(authenticate(attachmentsEvent(rsAdmin, token))).rejects.toThrow(/attachmentsOperation/);
  });
});
