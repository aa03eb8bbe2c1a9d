import * as z from 'zod/mini';
import { analysisTypes } from '#shared/analyses/analysis.ts';
import { queueAnalysis } from '#shared/analyses/queue-analysis.ts';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

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

export const contract = {
  body,
  response: z.strictObject({ id: uuid }),
  successStatus: 202,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, body }) => queueAnalysis(organizationCaller(identity), body),
  { jsonBody, trace: traceHandler },
);
