import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Subject } from '../../../shared/analyses/analysis.ts';
import { putSubjectFile } from '../../../shared/analyses/subject-repository.ts';
import { s3 } from '../../../shared/aws/s3.ts';
import { setting } from '../../../shared/config/env.ts';
import { demoCatalogue } from './catalogue.ts';

/** A report and an inbox item to analyse on `npm start`. */
export const analysisDemoIds = {
  report: 'a7a7a7a7-0001-4000-8000-000000000001',
  inboxItem: 'a7a7a7a7-0002-4000-8000-000000000002',
} as const;

const seededAt = '2026-01-05T09:00:00.000Z';

interface Named {
  ref: string;
  title: string;
}

/**
 * The demo files name records of the demo catalogue, so that analysing them shows matches: a unit,
 * one of its installations, equipment of that installation, and a provider.
 */
const namedRecords = (organizationId: string, organizationName: string) => {
  const { records } = demoCatalogue(organizationId, organizationName);
  const ofKind = (kind: string) => records.filter((record) => record.kind === kind) as (Named & { id: string; unitIds?: string[]; technicalInstallationIds?: string[] })[];
  const installation = ofKind('technical_installation').find((candidate) => ofKind('equipment').some((item) => item.technicalInstallationIds?.includes(candidate.id)))!;
  const unit = ofKind('unit').find((candidate) => installation.unitIds?.includes(candidate.id)) ?? ofKind('unit')[0]!;
  const equipment = ofKind('equipment').find((item) => item.technicalInstallationIds?.includes(installation.id))!;
  return { unit, installation, equipment, provider: ofKind('provider')[0]! };
};

type DemoRecords = Record<'unit' | 'installation' | 'equipment' | 'provider', Named>;

const report = ({ unit, installation, equipment, provider }: DemoRecords) => `Rapport de vérification périodique - ${unit.title}
Référence : RVP-2025-118
Date du rapport : 14/05/2025
Organisme : ${provider.title}
Installation vérifiée : ${installation.title}
Observations
1. ${equipment.title} (${equipment.ref}) hors service lors de l'essai (priorité : critique)
2. Éclairage de sécurité du hall insuffisant - P3
3. Extincteur du hall à recharger
Conclusion
Installations à reprendre.
`;

const followUp = ({ equipment }: DemoRecords) => `Réf.;Équipement;Observation;Priorité
ANO-1;${equipment.ref};${equipment.title} toujours hors service;Haute
;;Extincteur du hall à recharger;
ANO-4;;Porte du local technique forcée;critique
`;

const file = async (organizationId: string, kind: Subject['kind'], id: string, name: string, mimeType: string, content: string) => {
  const storageKey = `org/${organizationId}/${kind === 'report' ? 'reports' : 'inbox'}/${id}/${name}`;
  await s3().send(new PutObjectCommand({ Bucket: setting('bucketName'), Key: storageKey, Body: content, ContentType: mimeType }));
  await putSubjectFile(kind, { id, organizationId, name, storageKey, mimeType, createdAt: seededAt });
};

export const seedReportAnalyses = async (organizationId: string, organizationName: string): Promise<void> => {
  const named = namedRecords(organizationId, organizationName);
  await Promise.all([
    file(organizationId, 'report', analysisDemoIds.report, 'verification-2025.txt', 'text/plain', report(named)),
    file(organizationId, 'inboxItem', analysisDemoIds.inboxItem, 'suivi-2026.csv', 'text/csv', followUp(named)),
  ]);
};
