import type { OrganizationIdentity } from '#shared/auth/identity.ts';
import { notFound } from '#shared/http/errors.ts';
import { findAnalysis } from './analysis-repository.ts';
import type { AnalysisView } from './analysis-view.ts';
import { loadResult } from './result-store.ts';

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
