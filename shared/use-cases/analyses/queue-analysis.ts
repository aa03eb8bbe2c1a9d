import { randomUUID } from 'node:crypto';
import { createQueuedAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import type { Analysis, AnalysisType, Subject } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import { analysableMimeTypes, describeSubject } from '#shared/vocabulary/analyses/subject.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '#shared/vocabulary/errors.ts';

/** The request, once validated: exactly one subject, and a baseline for a comparison only. */
interface QueueAnalysisRequest {
  type: AnalysisType;
  reportId?: string | undefined;
  inboxItemId?: string | undefined;
  fromAnalysisId?: string | undefined;
}

const subjectOf = (request: QueueAnalysisRequest): Subject => {
  if (request.reportId) return { kind: 'report', id: request.reportId };
  if (request.inboxItemId) return { kind: 'inboxItem', id: request.inboxItemId };
  throw new Error('an analysis request passed validation without a subject');
};

/**
 * Queues an analysis: writes it `queued` together with its outbox item, which the relay turns into
 * the queue message. The id is returned only once both are stored, so every id the caller
 * receives has a message on its way. An organization with `maxActivePerOrganization` analyses
 * queued or running is answered 429 with Retry-After, and nothing is written.
 */
export const queueAnalysis = async (
  caller: OrganizationIdentity,
  request: QueueAnalysisRequest,
  now = new Date(),
): Promise<{ id: string }> => {
  if (caller.role === 'viewer') throw forbidden('Viewers cannot queue analyses');
  const subject = subjectOf(request);
  const at = now.toISOString();
  const analysis: Analysis = {
    id: randomUUID(),
    organizationId: caller.organizationId,
    type: request.type,
    subject,
    fromAnalysisId: request.fromAnalysisId ?? null,
    status: 'queued',
    attempt: 0,
    leaseExpiresAt: null,
    createdByUserId: caller.userId,
    createdAt: at,
    updatedAt: at,
    startedAt: null,
    completedAt: null,
    result: null,
    resultObject: null,
    error: null,
  };
  const outcome = await createQueuedAnalysis(analysis);
  if (outcome.created) return { id: analysis.id };
  switch (outcome.problem) {
    case 'subject_missing':
      throw notFound(describeSubject(subject));
    case 'baseline_missing':
      throw notFound('Analysis fromAnalysisId');
    case 'too_many_active':
      throw tooManyRequests(
        `The organization has ${analysisBounds.maxActivePerOrganization} analyses queued or running; try again when one has ended`,
        analysisBounds.retryAfterSeconds,
      );
    case 'subject_not_analysable':
      throw conflict(`${describeSubject(subject)} files of type ${outcome.mimeType} cannot be analysed`, {
        mimeType: outcome.mimeType,
        analysableMimeTypes,
      });
    case 'baseline_not_comparable':
      throw conflict('fromAnalysisId must name a succeeded anomalies or comparison analysis', {
        fromAnalysisId: analysis.fromAnalysisId,
        ...outcome.baseline,
      });
  }
};
