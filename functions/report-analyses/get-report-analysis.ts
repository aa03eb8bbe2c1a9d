import * as z from 'zod/mini';
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
import type { Contract } from '../../shared/http/contract.ts';
import { canonicalUuid, timestamp, uuid } from '../../shared/http/formats.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { traceHandler } from '../../shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: z.strictObject({
    id: uuid,
    type: z.enum(analysisTypes),
    status: z.enum(analysisStatuses),
    reportId: z.nullable(uuid),
    inboxItemId: z.nullable(uuid),
    fromAnalysisId: z.nullable(uuid),
    result: z.nullable(z.union([metadataResultSchema, anomaliesResultSchema, comparisonResultSchema])),
    error: z.nullable(z.strictObject({ code: z.enum(analysisErrorCodes), message: z.string() })),
    createdAt: timestamp,
    updatedAt: timestamp,
    startedAt: z.nullable(timestamp),
    completedAt: z.nullable(timestamp),
  }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params }) => getAnalysis(organizationCaller(identity), params.id),
  { trace: traceHandler },
);
