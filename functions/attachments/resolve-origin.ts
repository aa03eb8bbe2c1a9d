import * as z from 'zod/mini';
import { originTypeNumbers } from '#shared/attachments/origin-types.ts';
import { resolveOrigin } from '#shared/attachments/resolve-origin.ts';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid } from '#shared/http/formats.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({
    id: canonicalUuid.check(
      z.describe(
        "a record's id (a search card's), a plan's, a plan point's, an inbox item's, or the organization's own",
      ),
    ),
  }),
  response: z.strictObject({
    type: z
      .union(originTypeNumbers.map((type) => z.literal(type)))
      .check(z.describe('originType of the attachments API (docs/files.md)')),
    id: z.int().check(z.minimum(1), z.describe('originId of the attachments API')),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params }) => resolveOrigin(organizationCaller(identity), params.id),
  { trace: traceHandler },
);
