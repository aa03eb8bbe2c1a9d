/**
 * The organization a catalogue file names: created with defaults the first time, then only the
 * fields the file states are written over what the back office keeps. Its `type` never changes
 * (users hold tokens of that audience).
 */

import { disableSignIns } from '#shared/stores/identity/sign-in-users.ts';
import {
  putOrganization,
  readOrganization,
  StaleOrganizationError,
  updateOrganization,
} from '#shared/stores/organizations/organization-repository.ts';
import { upsertOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { enableSignIns } from '#shared/use-cases/users/enable-sign-ins.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/formats.ts';
import { engagementDates } from '#shared/vocabulary/organizations/engagement.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { inStep } from './import-step.ts';

type FileOrganization = Catalogue['organization'];

/** Back-office fields a v2 file may state (catalogue-format.md, "Version 2"). */
const backOfficeFields = [
  'comment',
  'uploadSizeLimit',
  'engagementDuration',
  'engagementStartAt',
  'contractType',
  'onboardingStatus',
  'accessStatus',
  'addressCountry',
  'addressCity',
  'addressStreet',
  'addressPostalCode',
] as const;
const masterDataFields = ['name', 'language', 'timezone'] as const;

const defaults = (file: FileOrganization, now: string, createdByBoUserId: string | null): Organization => ({
  id: file.id,
  type: file.type,
  name: file.name,
  comment: '',
  language: file.language,
  timezone: file.timezone,
  uploadSizeLimit: 10240,
  uploadSizeUsed: 0,
  engagementDuration: 36,
  engagementStartAt: null,
  engagementEndAt: null,
  renewAt: null,
  contractType: 'kare',
  onboardingStatus: 'pending',
  onboardingUpdatedAt: now,
  accessStatus: 'active',
  accessStatusUpdatedAt: now,
  inboundAlias: `${file.type}-${file.id.slice(0, 8)}@inbound.example.com`,
  createdByBoUserId,
  addressCountry: null,
  addressCity: null,
  addressStreet: null,
  addressPostalCode: null,
  aiProvider: null,
  aiModel: null,
  aiSearchEnabled: false,
  archivedAt: null,
  deletedAt: null,
  createdAt: now,
  updatedAt: now,
});

/** The fields of `current` the file changes, with the dates that follow from them. */
const changesOf = (file: FileOrganization, current: Organization, now: string): Partial<Organization> => {
  const stated: Partial<Organization> = {};
  for (const field of [...masterDataFields, ...backOfficeFields]) {
    const value = file[field];
    if (value !== undefined) Object.assign(stated, { [field]: value });
  }
  if (typeof stated.engagementStartAt === 'string')
    stated.engagementStartAt = new Date(timestampToMillis(stated.engagementStartAt)!).toISOString();
  const changes = Object.fromEntries(
    Object.entries(stated).filter(([field, value]) => current[field as keyof Organization] !== value),
  ) as Partial<Organization>;
  if (changes.engagementStartAt !== undefined || changes.engagementDuration !== undefined) {
    const dates = engagementDates(
      stated.engagementStartAt ?? current.engagementStartAt,
      stated.engagementDuration ?? current.engagementDuration,
    );
    if (dates) Object.assign(changes, dates);
  }
  if (changes.onboardingStatus !== undefined) changes.onboardingUpdatedAt = now;
  if (changes.accessStatus !== undefined) changes.accessStatusUpdatedAt = now;
  return changes;
};

/** The stored organization, for the checks made before anything is written. */
export const storedOrganization = async (organizationId: string): Promise<Organization | undefined> =>
  (await readOrganization(organizationId))?.organization;

/**
 * Writes what the file states over the organization as the back office left it, on the revision
 * that was read, so a back-office update landing in between is never overwritten: the import
 * reads again and retries.
 */
const saveOrganization = async (file: FileOrganization, now: string, createdByBoUserId: string | null) => {
  for (let attempt = 1; ; attempt++) {
    const read = await readOrganization(file.id);
    if (!read) {
      const created = defaults(file, now, createdByBoUserId);
      const organization = { ...created, ...changesOf(file, created, now), updatedAt: now };
      await putOrganization(organization);
      return { current: undefined, organization };
    }
    const changes = changesOf(file, read.organization, now);
    if (Object.keys(changes).length === 0) return { current: read.organization, organization: read.organization };
    const organization = { ...read.organization, ...changes, updatedAt: now };
    try {
      await updateOrganization(read, { ...changes, updatedAt: now }, organization);
      return { current: read.organization, organization };
    } catch (error) {
      if (!(error instanceof StaleOrganizationError) || attempt === 5) throw error;
    }
  }
};

/**
 * The organization first (its users carry its type), then its users and their sign-ins: disabled
 * for the users the file disables, enabled again for those it makes active again.
 */
export const saveOrganizationAndUsers = async (
  catalogue: Catalogue,
  now: string,
  byBackOfficeUserId: string | undefined,
) => {
  const saved = await saveOrganization(catalogue.organization, now, byBackOfficeUserId ?? null);
  const organizationId = catalogue.organization.id;
  const organizationType = saved.organization.type;
  const written = await Promise.all(
    catalogue.users.map((user) => upsertOrganizationUser({ ...user, organizationId, organizationType }, now)),
  );
  const reEnabledUserIds = catalogue.users.filter((_, index) => written[index]!.signInToEnable).map((user) => user.id);
  await inStep('disabling sign-ins', true, () =>
    disableSignIns(catalogue.users.filter((user) => user.status === 'disabled').map((user) => user.id)),
  );
  await inStep('enabling sign-ins', true, () => enableSignIns(organizationId, reEnabledUserIds));
  return saved;
};
