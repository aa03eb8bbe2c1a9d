import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { resolveOrigin } from '#shared/use-cases/attachments/resolve-origin.ts';
import { originTypeNumbers } from '#shared/vocabulary/attachments/origin-types.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const originSchema = z.strictObject({
  type: z
    .union(originTypeNumbers.map((type) => z.literal(type)))
    .check(z.describe('originType of the attachments API (docs/files.md)')),
  id: z.int().check(z.minimum(1), z.describe('originId of the attachments API')),
});
nameSchema(originSchema, 'Origin');

export const contract = {
  params: z.strictObject({
    id: canonicalUuid.check(
      z.describe(
        "a record's id (a search card's), a plan's, a plan point's, an inbox item's, or the organization's own",
      ),
    ),
  }),
  response: originSchema,
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params }) => resolveOrigin(organizationCaller(identity), params.id),
  { trace: traceHandler },
);
