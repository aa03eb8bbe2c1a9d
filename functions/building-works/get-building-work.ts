import * as z from 'zod/mini';
import { organizationCaller } from '../../shared/auth/identity.ts';
import {
  buildingWorkDocumentTypes,
  buildingWorkStatuses,
  commissionStatuses,
  updatableBuildingWorkFields,
} from '../../shared/building-works/building-work.ts';
import { buildingWorkExtends, getBuildingWork } from '../../shared/building-works/get-building-work.ts';
import { DECISIONS, VISIT_TYPES } from '../../shared/catalogue/kinds.ts';
import { documentSizeMax } from '../../shared/documents/document.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { booleanFlags, canonicalUuid, ref, timestamp, uuid } from '../../shared/http/formats.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { extendQuery } from '../../shared/http/query.ts';
import { traceHandler } from '../../shared/observability/tracer.ts';

const name200 = z.nullable(z.string().check(z.maxLength(200)));

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: z.optional(extendQuery(buildingWorkExtends)) }),
  response: z.strictObject({
    id: uuid,
    ref,
    authorizationNumber: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
    status: z.enum(buildingWorkStatuses),
    description: z.nullable(z.string().check(z.maxLength(2000))),
    workNature: name200,
    contractorName: name200,
    supervisingTechnicianName: name200,
    architectName: name200,
    receivedAt: z.nullable(timestamp),
    startAt: z.nullable(timestamp),
    endAt: z.nullable(timestamp),
    archivedAt: z.nullable(timestamp),
    deletedAt: z.nullable(timestamp),
    createdAt: timestamp,
    updatedAt: timestamp,
    units: z.optional(z.array(z.strictObject({ id: uuid, ref, name: z.string() }))),
    commission: z.optional(
      z.nullable(
        z.strictObject({
          id: uuid,
          ref,
          visitType: z.nullable(z.enum(VISIT_TYPES)),
          status: z.enum(commissionStatuses),
          decision: z.nullable(z.enum(DECISIONS)),
          heldAt: z.nullable(timestamp),
        }),
      ),
    ),
    _count: z.optional(
      z.strictObject({
        documents: z.int().check(z.minimum(0)),
        commissions: z.int().check(z.minimum(0)),
        units: z.int().check(z.minimum(0)),
      }),
    ),
    createdByUser: z.optional(z.nullable(z.strictObject({ id: uuid, name: z.string() }))),
    documents: z.optional(
      z.array(
        z.strictObject({
          id: uuid,
          ref,
          name: z.string().check(z.minLength(1), z.maxLength(255)),
          type: z.enum(buildingWorkDocumentTypes),
          mimeType: z.string(),
          size: z.int().check(z.minimum(0), z.maximum(documentSizeMax)),
          createdAt: timestamp,
          downloadUrl: z.url(),
        }),
      ),
    ),
    actions: z.optional(
      booleanFlags(['canBeUpdated', 'canBeReceived', 'canBeArchived', 'canBeUnarchived', 'canBeDeleted']),
    ),
    updatableFields: z.optional(booleanFlags(updatableBuildingWorkFields)),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, query }) => getBuildingWork(organizationCaller(identity), params.id, query.extend ?? new Set()),
  { trace: traceHandler },
);
