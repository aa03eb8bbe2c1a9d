import * as z from 'zod';
import { organizationCaller } from '../../shared/auth/identity.ts';
import { canonicalUuid, timestamp, uuid } from '../../shared/http/formats.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { extendQuery } from '../../shared/http/query.ts';
import { getLabel } from '../../shared/labels/get-label.ts';
import { labelTypes } from '../../shared/labels/label.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: extendQuery(['actions-info', 'updatable-fields']).optional() }),
  response: z.strictObject({
    id: uuid,
    name: z.string().min(1).max(100),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    type: z.enum(labelTypes),
    createdAt: timestamp,
    updatedAt: timestamp,
    actions: z.strictObject({ canBeUpdated: z.boolean(), canBeDeleted: z.boolean() }).optional(),
    updatableFields: z.strictObject({ name: z.boolean(), color: z.boolean() }).optional(),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(contract, ({ identity, params, query }) =>
  getLabel(organizationCaller(identity), params.id, query.extend ?? new Set()),
);
