import * as z from 'zod';
import { organizationCaller } from '../../shared/auth/identity.ts';
import { buildingWorkDocumentTypes, buildingWorkStatuses, commissionStatuses, updatableBuildingWorkFields } from '../../shared/building-works/building-work.ts';
import { buildingWorkExtends, getBuildingWork } from '../../shared/building-works/get-building-work.ts';
import { DECISIONS, VISIT_TYPES } from '../../shared/catalogue/kinds.ts';
import { documentSizeMax } from '../../shared/documents/document.ts';
import { canonicalUuid, ref, timestamp, uuid } from '../../shared/http/formats.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { extendQuery } from '../../shared/http/query.ts';

const name200 = z.string().max(200).nullable();
const flags = <const K extends readonly string[]>(names: K) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [N in K[number]]: z.ZodBoolean });

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: extendQuery(buildingWorkExtends).optional() }),
  response: z.strictObject({
    id: uuid,
    ref,
    authorizationNumber: z.string().min(1).max(200).nullable(),
    status: z.enum(buildingWorkStatuses),
    description: z.string().max(2000).nullable(),
    workNature: name200,
    contractorName: name200,
    supervisingTechnicianName: name200,
    architectName: name200,
    receivedAt: timestamp.nullable(),
    startAt: timestamp.nullable(),
    endAt: timestamp.nullable(),
    archivedAt: timestamp.nullable(),
    deletedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    units: z.array(z.strictObject({ id: uuid, ref, name: z.string() })).optional(),
    commission: z
      .strictObject({
        id: uuid,
        ref,
        visitType: z.enum(VISIT_TYPES).nullable(),
        status: z.enum(commissionStatuses),
        decision: z.enum(DECISIONS).nullable(),
        heldAt: timestamp.nullable(),
      })
      .nullable()
      .optional(),
    _count: z.strictObject({ documents: z.int().min(0), commissions: z.int().min(0), units: z.int().min(0) }).optional(),
    createdByUser: z.strictObject({ id: uuid, name: z.string() }).nullable().optional(),
    documents: z
      .array(
        z.strictObject({
          id: uuid,
          ref,
          name: z.string().min(1).max(255),
          type: z.enum(buildingWorkDocumentTypes),
          mimeType: z.string(),
          size: z.int().min(0).max(documentSizeMax),
          createdAt: timestamp,
          downloadUrl: z.url(),
        }),
      )
      .optional(),
    actions: flags(['canBeUpdated', 'canBeReceived', 'canBeArchived', 'canBeUnarchived', 'canBeDeleted']).optional(),
    updatableFields: flags(updatableBuildingWorkFields).optional(),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(contract, ({ identity, params, query }) =>
  getBuildingWork(organizationCaller(identity), params.id, query.extend ?? new Set()),
);
