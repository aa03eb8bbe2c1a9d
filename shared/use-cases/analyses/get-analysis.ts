import { findAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import { loadResult } from '#shared/stores/analyses/result-store.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import type { AnalysisView } from './analysis-view.ts';

export const getAnalysis = async (caller: OrganizationIdentity, analysisId: string): Promise<AnalysisView> => {
  const analysis = await findAnalysis(caller.organizationId, analysisId);
  if (!analysis) throw notFound('Analysis');
  const { id, type, status, subject, fromAnalysisId, error, createdAt, updatedAt, startedAt, completedAt } = analysis;
  return {
    id,
    type,
    status,
    fromAnalysisId,
    createdAt,
    updatedAt,
    startedAt,
    completedAt,
    result: await loadResult(analysis),
    error,
    reportId: subject.kind === 'report' ? subject.id : null,
    inboxItemId: subject.kind === 'inboxItem' ? subject.id : null,
  };
};
