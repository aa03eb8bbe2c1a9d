import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { type SweepOutcome, sweepOutbox } from '#shared/use-cases/analyses/sweep-outbox.ts';

/** The event its schedule gives it (infra/constructs/event-sources.ts): the sweep's settings. */
const sweepEventSchema = z.strictObject({
  staleAfterSeconds: z.number().check(z.positive()),
  giveUpAfterSeconds: z.number().check(z.positive()),
});

/** Left of the invocation when the sweep starts no other page: time for one page's sends. */
const marginMs = 10_000;

/**
 * Runs on a schedule: sends the message of each outbox item the table stream left behind, or
 * ends its analysis `failed` (shared/use-cases/analyses/sweep-outbox.ts).
 */
export const handler = middy<unknown, SweepOutcome, Error, Context>()
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event, context) =>
    sweepOutbox(sweepEventSchema.parse(event), () => context.getRemainingTimeInMillis() > marginMs),
  );
