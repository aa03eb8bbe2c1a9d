import * as z from 'zod';
import {
  analysisErrorCodes,
  analysisStatuses,
  analysisTypes,
  anomaliesResultSchema,
  comparisonResultSchema,
  metadataResultSchema,
} from '../../shared/analyses/analysis.ts';
import { getAnalysis } from '../../shared/analyses/get-analysis.ts';
import { organizationCaller } from '../../shared/auth/identity.ts';
import { canonicalUuid, timestamp, uuid } from '../../shared/http/formats.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: z.strictObject({
    id: uuid,
    type: z.enum(analysisTypes),
    status: z.enum(analysisStatuses),
    reportId: uuid.nullable(),
    inboxItemId: uuid.nullable(),
    fromAnalysisId: uuid.nullable(),
    result: z.union([metadataResultSchema, anomaliesResultSchema, comparisonResultSchema]).nullable(),
    error: z.strictObject({ code: z.enum(analysisErrorCodes), message: z.string() }).nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    startedAt: timestamp.nullable(),
    completedAt: timestamp.nullable(),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(contract, ({ identity, params }) => getAnalysis(organizationCaller(identity), params.id));
