import type { OrganizationLanguage } from '#shared/vocabulary/codes/languages.ts';

export const organizationTypes = ['rs', 'ad'] as const;
/** `kare` is the platform's own short name; the specification spells the values `<brand>…`. */
export const contractTypes = ['kare', 'kare_pilot', 'kare_with_monitoring', 'kare_with_rus'] as const;
export const onboardingStatuses = ['pending', 'in_progress', 'blocked', 'training', 'ready_to_send', 'closed'] as const;
export const accessStatuses = ['active', 'inactive'] as const;

export type OrganizationType = (typeof organizationTypes)[number];

/**
 * Bounds of an organization's fields (specification, "Organization (back office)" and "Limits"),
 * which an update (operation 4) and a catalogue file both check.
 */
export const organizationLimits = {
  nameMax: 100,
  commentMax: 1000,
  /** Megabytes. */
  uploadSizeLimitMax: 1_048_576,
  /** Months; an engagement lasts at least one. */
  engagementDurationMax: 600,
  addressLineMax: 200,
  postalCodeMax: 20,
} as const;

export interface Organization {
  id: string;
  type: OrganizationType;
  name: string;
  comment: string;
  language: OrganizationLanguage;
  timezone: string;
  /** Megabytes. */
  uploadSizeLimit: number;
  /** Bytes. */
  uploadSizeUsed: number;
  /** Months. */
  engagementDuration: number;
  engagementStartAt: string | null;
  engagementEndAt: string | null;
  renewAt: string | null;
  contractType: (typeof contractTypes)[number];
  onboardingStatus: (typeof onboardingStatuses)[number];
  onboardingUpdatedAt: string;
  accessStatus: (typeof accessStatuses)[number];
  accessStatusUpdatedAt: string;
  inboundAlias: string;
  createdByBoUserId: string | null;
  addressCountry: string | null;
  addressCity: string | null;
  addressStreet: string | null;
  addressPostalCode: string | null;
  aiProvider: string | null;
  aiModel: string | null;
  aiSearchEnabled: boolean;
  archivedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
