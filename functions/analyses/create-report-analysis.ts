import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { recordIdSchema } from '#functions/http/record-id.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { queueAnalysis } from '#shared/use-cases/analyses/queue-analysis.ts';
import { analysisTypes } from '#shared/vocabulary/analyses/analysis.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const body = z
  .strictObject({
    type: z.enum(analysisTypes),
    reportId: z.optional(canonicalUuid),
    inboxItemId: z.optional(canonicalUuid),
    fromAnalysisId: z.optional(canonicalUuid),
  })
  .check(
    z.superRefine((request, context) => {
      if (Boolean(request.reportId) === Boolean(request.inboxItemId)) {
        context.addIssue({
          code: 'custom',
          path: [request.reportId ? 'inboxItemId' : 'reportId'],
          message: 'exactly one of reportId and inboxItemId is required',
        });
      }
      if (request.type === 'comparison' && !request.fromAnalysisId) {
        context.addIssue({ code: 'custom', path: ['fromAnalysisId'], message: 'is required when type is comparison' });
      }
      if (request.type !== 'comparison' && request.fromAnalysisId) {
        context.addIssue({
          code: 'custom',
          path: ['fromAnalysisId'],
          message: 'is only allowed when type is comparison',
        });
      }
    }),
    z.meta({
      description:
        'Exactly one subject, reportId or inboxItemId. fromAnalysisId is required for a comparison, and only then: a succeeded anomalies or comparison analysis of the organization.',
    }),
  );
nameSchema(body, 'AnalysisRequest');

export const contract = {
  body,
  response: recordIdSchema,
  successStatus: 202,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, body }) => queueAnalysis(organizationCaller(identity), body),
  { jsonBody, trace: traceHandler },
);
