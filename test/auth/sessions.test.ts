import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { createSession } from '../../shared/auth/sessions.ts';
import { authenticate } from '../../shared/http/authenticate.ts';
import { HttpError } from '../../shared/http/errors.ts';
import { eventFor } from '../support/events.ts';

const attachmentsEvent = (claims: Record<string, string>, session?: string) =>
  eventFor('GET', '/attachments/v3/origin/1/1', '/attachments/v3/origin/{originType}/{originId}', {
    claims,
    headers: session ? { 'x-session-token': session } : {},
  }).event;

const rsAdmin = { sub: demoIds.rsAdmin, org: demoIds.rsOrganization, orgType: 'rs', role: 'admin' };
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: HttpError) => error.status);

describe('the attachments API session check', () => {
  it('admits a live session of the same user', async () => {
    const { token } = await createSession(demoIds.rsAdmin);
    await expect(authenticate(attachmentsEvent(rsAdmin, token))).resolves.toMatchObject({ userId: demoIds.rsAdmin });
  });

  it('answers 401 without a session, with an unknown one, with another user\'s, and with an expired one', async () => {
    expect(await statusOf(authenticate(attachmentsEvent(rsAdmin)))).toBe(401);
    expect(await statusOf(authenticate(attachmentsEvent(rsAdmin, randomUUID())))).toBe(401);
    const { token: managers } = await createSession(demoIds.rsManager);
    expect(await statusOf(authenticate(attachmentsEvent(rsAdmin, managers)))).toBe(401);
    const { token: expired } = await createSession(demoIds.rsAdmin, -1);
    expect(await statusOf(authenticate(attachmentsEvent(rsAdmin, expired)))).toBe(401);
  });

  it('admits rs and ad users but not the back office', async () => {
    const { token } = await createSession(demoIds.backOfficeAdmin);
    expect(await statusOf(authenticate(attachmentsEvent({ sub: demoIds.backOfficeAdmin, role: 'bo_admin' }, token)))).toBe(403);
    const { token: auditor } = await createSession(demoIds.adAdmin);
    const ad = { sub: demoIds.adAdmin, org: demoIds.adOrganization, orgType: 'ad', role: 'admin' };
    expect(await statusOf(authenticate(attachmentsEvent(ad, auditor)))).toBe(200);
  });
});
