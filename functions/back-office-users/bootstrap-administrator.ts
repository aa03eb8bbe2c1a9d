import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { newBackOfficeUserSchema } from '#shared/use-cases/back-office-users/back-office-user-schemas.ts';
import { bootstrapAdministrator } from '#shared/use-cases/back-office-users/bootstrap-administrator.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';

/** What `npm run bootstrap-admin` reads back: the user made, or why not, never a stack trace. */
type BootstrapResult =
  | { ok: true; user: Awaited<ReturnType<typeof bootstrapAdministrator>> }
  | { ok: false; error: string; message: string; details: unknown };

/**
 * The operator command that makes the first back-office administrator, invoked directly
 * (`lambda:InvokeFunction`, no route): the operator holds the right to invoke it, never the
 * table's credentials. Its event is the user's names and e-mail; a refusal is answered, not thrown.
 */
export const handler = middy<unknown, BootstrapResult, Error, Context>()
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const parsed = newBackOfficeUserSchema.safeParse(event);
    if (!parsed.success)
      return {
        ok: false,
        error: 'validation_error',
        message: 'The administrator is not well stated',
        details: parsed.error.issues,
      };
    try {
      const user = await bootstrapAdministrator(parsed.data);
      logger.info('first back-office administrator made', { userId: user.id });
      return { ok: true, user };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { ok: false, error: error.code, message: error.message, details: error.details };
    }
  });
