import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { registerOrigin } from '#shared/stores/attachments/origin-repository.ts';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { fileKeys, type SequenceKind } from '#shared/stores/db/keys.ts';
import { putOrganization } from '#shared/stores/organizations/organization-repository.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { Origin, OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import { type OriginType, originTypes } from '#shared/vocabulary/attachments/origin-types.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { anOrganizationUser, now } from './fixtures.ts';

/** Organizations, origins, attachments and documents for the files tests; every id is fresh unless given. */
export const anOrganization = async (overrides: Partial<Organization> = {}): Promise<Organization> => {
  const at = now();
  const organization: Organization = {
    id: randomUUID(),
    type: 'rs',
    name: 'Files Test',
    comment: '',
    language: 'fr-FR',
    timezone: 'Europe/Paris',
    uploadSizeLimit: 100,
    uploadSizeUsed: 0,
    engagementDuration: 12,
    engagementStartAt: null,
    engagementEndAt: null,
    renewAt: null,
    contractType: 'kare',
    onboardingStatus: 'closed',
    onboardingUpdatedAt: at,
    accessStatus: 'active',
    accessStatusUpdatedAt: at,
    inboundAlias: `files-${randomUUID()}@inbound.example.com`,
    createdByBoUserId: null,
    addressCountry: null,
    addressCity: null,
    addressStreet: null,
    addressPostalCode: null,
    aiProvider: null,
    aiModel: null,
    aiSearchEnabled: false,
    archivedAt: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  await putOrganization(organization);
  return organization;
};

/** An organization with one user of each role. */
export const anOrganizationWithUsers = async (overrides: Partial<Organization> = {}) => {
  const organization = await anOrganization(overrides);
  const user = (role: OrganizationUser['role']) =>
    anOrganizationUser({
      organizationId: organization.id,
      organizationType: organization.type,
      role,
      firstName: role,
      lastName: 'Tester',
    });
  const [admin, manager, viewer] = await Promise.all([user('admin'), user('manager'), user('viewer')]);
  return { organization, admin, manager, viewer };
};

const sequenceKinds: readonly SequenceKind[] = ['attachment', 'origin', 'userNumber'];

/**
 * Integer ids are unique within an organization only (docs/files.md): this starts the
 * organization's sequences far above those of every other test organization, so that the ids it
 * gives next name nothing elsewhere, and a 404 for them elsewhere is isolation, not a number that
 * happens to be free.
 */
export const numberAheadOfOthers = (organizationId: string) =>
  Promise.all(
    sequenceKinds.map((kind) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...fileKeys.sequence(organizationId, kind), itemType: itemTypes.sequence, value: 1_000_000_000 },
        }),
      ),
    ),
  );

export const anOrigin = (
  organizationId: string,
  type: OriginType,
  options: { siteIds?: string[]; parent?: OriginRef; recordId?: string } = {},
): Promise<Origin> =>
  registerOrigin({
    organizationId,
    type,
    recordId: options.recordId ?? randomUUID(),
    siteIds: options.siteIds ?? (originTypes[type].scope === 'site' ? [randomUUID()] : []),
    ...(options.parent && { parent: options.parent }),
  });

export interface AttachmentOptions {
  name?: string;
  mimeType?: string;
  content?: string;
  createdAt?: string;
}

/** An attachment on the origin, with its object in the bucket. */
export const anAttachment = async (
  origin: Origin,
  uploadedByUserId: string,
  options: AttachmentOptions = {},
): Promise<Attachment> => {
  const content = options.content ?? `content of ${options.name ?? 'file'}`;
  const attachment = await createAttachment(
    {
      origin,
      name: options.name ?? 'file.pdf',
      mimeType: options.mimeType ?? 'application/pdf',
      size: Buffer.byteLength(content),
      uploadedByUserId,
    },
    options.createdAt ?? now(),
  );
  await s3().send(
    new PutObjectCommand({
      Bucket: setting('bucketName'),
      Key: attachment.storageKey,
      Body: content,
      ContentType: attachment.mimeType,
    }),
  );
  return attachment;
};

export const readObject = async (storageKey: string): Promise<{ body: string; contentType: string | undefined }> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: setting('bucketName'), Key: storageKey }));
  return { body: await object.Body!.transformToString(), contentType: object.ContentType };
};
