import { PutObjectCommand } from '@aws-sdk/client-s3';
import { findCatalogueNames, putCatalogueNames, type CatalogueNames } from '../../../shared/analyses/catalogue-names.ts';
import type { Subject } from '../../../shared/analyses/analysis.ts';
import { putSubjectFile } from '../../../shared/analyses/subject-repository.ts';
import { s3 } from '../../../shared/aws/s3.ts';
import { setting } from '../../../shared/config/env.ts';

/** A report and an inbox item to analyse on `npm start`, and the catalogue names they mention. */
export const analysisDemoIds = {
  report: 'a7a7a7a7-0001-4000-8000-000000000001',
  inboxItem: 'a7a7a7a7-0002-4000-8000-000000000002',
  unit: 'a7a7a7a7-0003-4000-8000-000000000003',
  smokeControl: 'a7a7a7a7-0004-4000-8000-000000000004',
  lift: 'a7a7a7a7-0005-4000-8000-000000000005',
  damper: 'a7a7a7a7-0006-4000-8000-000000000006',
  provider: 'a7a7a7a7-0007-4000-8000-000000000007',
} as const;

const seededAt = '2026-01-05T09:00:00.000Z';

const report = `Rapport de vérification périodique - Résidence Les Tilleuls
Référence : RVP-2025-118
Date du rapport : 14/05/2025
Organisme : Socotec
Observations
1. Volet de désenfumage cage B bloqué en position fermée (priorité : critique)
2. Ascenseur : éclairage de cabine insuffisant - P3
3. Extincteur du hall à recharger
Conclusion
Installations à reprendre.
`;

const followUp = `Réf.;Équipement;Observation;Priorité
ANO-1;Volet de désenfumage cage B;Volet toujours bloqué;Haute
;;Extincteur du hall à recharger;
ANO-4;Ascenseur;Alarme de cabine inopérante;critique
`;

const file = async (organizationId: string, kind: Subject['kind'], id: string, name: string, mimeType: string, content: string) => {
  const storageKey = `org/${organizationId}/${kind === 'report' ? 'reports' : 'inbox'}/${id}/${name}`;
  await s3().send(new PutObjectCommand({ Bucket: setting('bucketName'), Key: storageKey, Body: content, ContentType: mimeType }));
  await putSubjectFile(kind, { id, organizationId, name, storageKey, mimeType, createdAt: seededAt });
};

/**
 * Adds the demo names to those the catalogue import keeps for the organization, rather than
 * replacing them, whichever demo data was seeded first.
 */
const addCatalogueNames = async (organizationId: string, names: CatalogueNames) => {
  const current = await findCatalogueNames(organizationId);
  const add = (kind: keyof CatalogueNames) => [...current[kind].filter((record) => !names[kind].some((demo) => demo.id === record.id)), ...names[kind]];
  await putCatalogueNames(
    organizationId,
    { units: add('units'), technicalInstallations: add('technicalInstallations'), equipment: add('equipment'), providers: add('providers') },
    seededAt,
  );
};

export const seedReportAnalyses = async (organizationId: string): Promise<void> => {
  const ids = analysisDemoIds;
  await Promise.all([
    file(organizationId, 'report', ids.report, 'verification-2025.txt', 'text/plain', report),
    file(organizationId, 'inboxItem', ids.inboxItem, 'suivi-2026.csv', 'text/csv', followUp),
    addCatalogueNames(organizationId, {
      units: [{ id: ids.unit, ref: 'UNI-1', name: 'Résidence Les Tilleuls' }],
      technicalInstallations: [
        { id: ids.smokeControl, ref: 'TI-4', name: 'Désenfumage' },
        { id: ids.lift, ref: 'TI-5', name: 'Ascenseur' },
      ],
      equipment: [{ id: ids.damper, ref: 'EQ-9', name: 'Volet de désenfumage cage B' }],
      providers: [{ id: ids.provider, ref: 'PRV-2', name: 'Socotec' }],
    }),
  ]);
};
