/** What an analysis read (operation `getReportAnalysisRSV1`) answers; the handler's contract and the OpenAPI document take it from here. */
import * as z from 'zod/mini';
import {
  analysisErrorCodes,
  analysisStatuses,
  analysisTypes,
  anomaliesResultSchema,
  comparisonResultSchema,
  metadataResultSchema,
} from '#shared/vocabulary/analyses/analysis.ts';
import { timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

export const analysisViewSchema = z.strictObject({
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
});
nameSchema(analysisViewSchema, 'Analysis');
export type AnalysisView = z.output<typeof analysisViewSchema>;
