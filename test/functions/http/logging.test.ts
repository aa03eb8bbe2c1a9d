import { describe, expect, it, vi } from 'vitest';
import { handler as getLabel } from '#functions/labels/get-label.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { bearerOf } from '#test/support/api.ts';
import { eventFor } from '#test/support/events.ts';

/** In a file of its own: the logger's level is read per invocation, so it is set before the first one. */

describe('request logs', () => {
  it('carry the request id and the operation on every line', async () => {
    const { logger } = await import('#shared/stores/observability/logger.ts');
    const printed = (logger as unknown as { console: Console }).console;
    const lines: string[] = [];
    const spies = (['info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(printed, method).mockImplementation((line: string) => void lines.push(line)),
    );
    logger.setLogLevel('INFO');
    const { event, context } = eventFor('GET', `/rs/labels/v1/${demoIds.customLabel}`, '/rs/labels/v1/{id}', {
      headers: { authorization: await bearerOf(demoIds.rsAdmin) },
      pathParameters: { id: demoIds.customLabel },
    });
    const _result = await getLabel(event, context);
    logger.setLogLevel('WARN');
    for (const spy of spies) spy.mockRestore();
    const records = lines.map((line) => JSON.parse(line));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record).toMatchObject({ requestId: event.requestContext.requestId, operation: 'GET /rs/labels/v1/{id}' });
    }
  });
});
