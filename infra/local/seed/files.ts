import { PutObjectCommand } from '@aws-sdk/client-s3';
import { putAttachmentWithId } from '../../../shared/attachments/attachment-repository.ts';
import { putOriginWithId } from '../../../shared/attachments/origin-repository.ts';
import { originTypeCodes } from '../../../shared/attachments/origin-types.ts';
import { raiseSequenceTo } from '../../../shared/attachments/sequences.ts';
import { s3 } from '../../../shared/aws/s3.ts';
import { setting } from '../../../shared/config/env.ts';
import { fileKeys } from '../../../shared/db/keys.ts';

/**
 * The demo's files: an anomaly with a client and a provider intervention, a unit, the
 * organization's logo and their attachments. Fixed ids below 100 and
 * fixed object keys keep the seed idempotent; the sequences are raised past them.
 */
export const demoFileIds = {
  siteLyon: 'd1b2c3d4-0001-4000-8000-000000000001',
  siteVilleurbanne: 'd1b2c3d4-0002-4000-8000-000000000002',
  anomalyOrigin: 1,
  clientInterventionOrigin: 2,
  providerInterventionOrigin: 3,
  logoOrigin: 4,
  unitOrigin: 5,
} as const;

const seededAt = '2026-01-06T08:00:00.000Z';
const demoIdCeiling = 99;
const objectId = 'demo';

const putObject = (storageKey: string, body: string, contentType: string) =>
  s3().send(new PutObjectCommand({ Bucket: setting('bucketName'), Key: storageKey, Body: body, ContentType: contentType }));

export const seedFiles = async (organizationId: string, users: { admin: string; manager: string }): Promise<void> => {
  const ids = demoFileIds;
  await Promise.all([fileKeys.originCounter(), fileKeys.attachmentCounter()].map((counter) => raiseSequenceTo(counter, demoIdCeiling)));
  const recordId = (n: number) => `f1b2c3d4-00${String(n).padStart(2, '0')}-4000-8000-0000000000${String(n).padStart(2, '0')}`;
  const anomaly = await putOriginWithId(
    { organizationId, type: originTypeCodes.anomaly, recordId: recordId(1), siteIds: [ids.siteLyon, ids.siteVilleurbanne] },
    ids.anomalyOrigin, seededAt,
  );
  const origins = [
    anomaly,
    await putOriginWithId(
      { organizationId, type: originTypeCodes.clientIntervention, recordId: recordId(2), siteIds: [ids.siteLyon], parent: anomaly },
      ids.clientInterventionOrigin, seededAt,
    ),
    await putOriginWithId(
      { organizationId, type: originTypeCodes.providerIntervention, recordId: recordId(3), siteIds: [ids.siteVilleurbanne], parent: anomaly },
      ids.providerInterventionOrigin, seededAt,
    ),
    await putOriginWithId({ organizationId, type: originTypeCodes.organizationLogo, recordId: organizationId }, ids.logoOrigin, seededAt),
    await putOriginWithId({ organizationId, type: 6, recordId: ids.siteLyon, siteIds: [ids.siteLyon] }, ids.unitOrigin, seededAt),
  ] as const;
  const [onAnomaly, onClient, onProvider, onLogo, onUnit] = origins;
  const files = [
    [onAnomaly, 'Photo fuite toiture.jpg', 'image/jpeg', users.manager],
    [onAnomaly, 'Constat.pdf', 'application/pdf', users.admin],
    [onClient, 'Bon de commande.pdf', 'application/pdf', users.admin],
    [onProvider, 'Rapport d’intervention.pdf', 'application/pdf', users.manager],
    [onProvider, 'Facture.pdf', 'application/pdf', users.manager],
    [onLogo, 'logo.png', 'image/png', users.admin],
    [onUnit, 'Plan du site.pdf', 'application/pdf', users.admin],
  ] as const;
  await Promise.all(
    files.map(async ([origin, name, mimeType, uploadedByUserId], index) => {
      const content = `Demo file ${name}\n`;
      const attachment = await putAttachmentWithId(
        { origin, name, mimeType, size: Buffer.byteLength(content), uploadedByUserId },
        index + 1, objectId, new Date(Date.parse(seededAt) + index * 60_000).toISOString(),
      );
      await putObject(attachment.storageKey, content, mimeType);
    }),
  );

};
