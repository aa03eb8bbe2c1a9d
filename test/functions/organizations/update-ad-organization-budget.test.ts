import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/organizations/update-ad-organization.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { bearerOf } from '#test/support/api.ts';
import { eventFor } from '#test/support/events.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';

/**
 * Operation 4 waits a few seconds for the writer lease to recount after a time zone change (and
 * leaves the recount to the next import when the lease stays busy: test/stores/catalogue/time-zone-recount.test.ts).
 * When the request has less time left than that wait, it is answered 503 before Lambda would stop
 * it, where it was a bare 500.
 */
describe('PATCH /bo/organizations/v1/ad/{id} against its budget', () => {
  it('answers 503 with Retry-After and the Error body when the writer lease outlasts the time left', async () => {
    const organization = await anOrganization({ timezone: 'Europe/Paris' });
    let release = () => {};
    const held = withWriterLease(organization.id, () => new Promise<void>((resolve) => (release = resolve)));
    await pause(50);
    const { event, context } = eventFor(
      'PATCH',
      `/bo/organizations/v1/ad/${organization.id}`,
      '/bo/organizations/v1/ad/{id}',
      {
        body: JSON.stringify({ timezone: 'UTC' }),
        headers: { 'content-type': 'application/json', authorization: await bearerOf(demoIds.backOfficeAdmin) },
        pathParameters: { id: organization.id },
        budgetMs: 1_500,
      },
    );
    const result = await handler(event, context);
    release();
    await held;
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe('5');
    expect(JSON.parse(result.body!)).toEqual({
      error: 'service_unavailable',
      message: 'The request could not be completed in time; retry shortly',
      requestId: event.requestContext.requestId,
      details: { retryAfterSeconds: 5 },
    });
    // What the answer warns of: the change was written before the wait.
    expect((await findOrganization(organization.id))?.timezone).toBe('UTC');
  });
});
