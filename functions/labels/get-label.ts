import * as z from 'zod/mini';
import { organizationCaller } from '../../shared/auth/identity.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { canonicalUuid, timestamp, uuid } from '../../shared/http/formats.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { extendQuery } from '../../shared/http/query.ts';
import { getLabel } from '../../shared/labels/get-label.ts';
import { labelTypes } from '../../shared/labels/label.ts';
import { traceHandler } from '../../shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: z.optional(extendQuery(['actions-info', 'updatable-fields'])) }),
  response: z.strictObject({
    id: uuid,
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    type: z.enum(labelTypes),
    createdAt: timestamp,
    updatedAt: timestamp,
    actions: z.optional(z.strictObject({ canBeUpdated: z.boolean(), canBeDeleted: z.boolean() })),
    updatableFields: z.optional(z.strictObject({ name: z.boolean(), color: z.boolean() })),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, query }) => getLabel(organizationCaller(identity), params.id, query.extend ?? new Set()),
  { trace: traceHandler },
);
