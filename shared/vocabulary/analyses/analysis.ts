import * as z from 'zod/mini';
import { PRIORITIES } from '#shared/vocabulary/catalogue/kinds.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

/**
 * A report analysis: what was asked (`type`, the subject, the baseline of a comparison), where it
 * stands (`status`) and what came out (`result` or `error`). docs/analyses.md tells the life cycle.
 */
export const analysisTypes = ['metadata', 'anomalies', 'comparison'] as const;
export type AnalysisType = (typeof analysisTypes)[number];

export const analysisStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
type AnalysisStatus = (typeof analysisStatuses)[number];

/** Analyses whose result lists anomalies, and so can be the baseline of a comparison. */
export const comparableTypes = ['anomalies', 'comparison'] as const satisfies readonly AnalysisType[];

type SubjectKind = 'report' | 'inboxItem';
export interface Subject {
  kind: SubjectKind;
  id: string;
}

/** A catalogue record the report names, as the analysis reports it. */
const catalogueMatchSchema = z.strictObject({ id: uuid, ref: z.string(), name: z.string() });
nameSchema(catalogueMatchSchema, 'CatalogueMatch');
export type CatalogueMatch = z.infer<typeof catalogueMatchSchema>;

/**
 * A deficiency the report asks someone to act on: the observation's own words (`text`), and what the
 * report writes beside it in fields of their own: where (`location`), the rule it breaches
 * (`reference`), what to do (`action`), by when (`dueDate`), and its grade as printed (`grade`),
 * which `priority` maps to ours (docs/analyses.md, "Grading scales"). The analyser always writes
 * these five (null when the report says nothing); results stored before they existed lack them.
 */
const anomalySchema = z.strictObject({
  text: z.string(),
  ref: z.nullable(z.string()),
  priority: z.nullable(z.enum(PRIORITIES)),
  grade: z.optional(z.nullable(z.string())),
  location: z.optional(z.nullable(z.string())),
  reference: z.optional(z.nullable(z.string())),
  action: z.optional(z.nullable(z.string())),
  dueDate: z.optional(z.nullable(z.iso.date())),
  equipment: z.nullable(catalogueMatchSchema),
  technicalInstallation: z.nullable(catalogueMatchSchema),
});
nameSchema(anomalySchema, 'ExtractedAnomaly');
export type ExtractedAnomaly = z.infer<typeof anomalySchema>;

export const metadataResultSchema = z.strictObject({
  documentDate: z.nullable(z.iso.date()),
  provider: z.nullable(z.strictObject({ name: z.string(), id: z.nullable(uuid), ref: z.nullable(z.string()) })),
  references: z.array(z.string()),
  units: z.array(catalogueMatchSchema),
  technicalInstallations: z.array(catalogueMatchSchema),
  /** Absent from results stored before the analyser read equipment. */
  equipment: z.optional(z.array(catalogueMatchSchema)),
});
nameSchema(metadataResultSchema, 'MetadataResult');
export type MetadataResult = z.infer<typeof metadataResultSchema>;

export const anomaliesResultSchema = z.strictObject({ anomalies: z.array(anomalySchema) });
nameSchema(anomaliesResultSchema, 'AnomaliesResult');
type AnomaliesResult = z.infer<typeof anomaliesResultSchema>;

/** `anomalies` repeats the current list, so that a comparison can itself be the next baseline. */
export const comparisonResultSchema = z.strictObject({
  anomalies: z.array(anomalySchema),
  new: z.array(anomalySchema),
  stillPresent: z.array(anomalySchema),
  gone: z.array(anomalySchema),
});
nameSchema(comparisonResultSchema, 'ComparisonResult');
type ComparisonResult = z.infer<typeof comparisonResultSchema>;

export type AnalysisResult = MetadataResult | AnomaliesResult | ComparisonResult;

export const analysisErrorCodes = [
  'subject_not_found',
  'baseline_not_found',
  'file_not_found',
  'file_too_large',
  'unsupported_file_type',
  'unreadable_file',
  'file_too_complex',
  'internal_error',
  'attempts_exhausted',
] as const;
type AnalysisErrorCode = (typeof analysisErrorCodes)[number];
export interface AnalysisError {
  code: AnalysisErrorCode;
  message: string;
}

export interface Analysis {
  id: string;
  organizationId: string;
  type: AnalysisType;
  subject: Subject;
  fromAnalysisId: string | null;
  status: AnalysisStatus;
  /** How many deliveries have claimed the analysis; a completion must come from the latest claim. */
  attempt: number;
  /** Until when the latest claim's invocation can still be running (epoch milliseconds). */
  leaseExpiresAt: number | null;
  createdByUserId: string;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** The result when it fits in the item; null while unfinished and when `resultObject` holds it. */
  result: AnalysisResult | null;
  /** The bucket object holding a result too large for the item (result-store.ts). */
  resultObject: ResultObject | null;
  error: AnalysisError | null;
}

export interface ResultObject {
  storageKey: string;
  bytes: number;
}

/** A failure that another attempt cannot fix: the analysis ends `failed` and the message is done. */
export class AnalysisFailure extends Error {
  constructor(
    readonly code: AnalysisErrorCode,
    message: string,
  ) {
    super(message);
  }
}
