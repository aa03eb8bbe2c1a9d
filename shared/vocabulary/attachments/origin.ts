import type { OriginType } from './origin-types.ts';

export interface OriginRef {
  type: OriginType;
  id: number;
}

/**
 * The integer identity the attachments API gives to a record of the organization (an anomaly, a
 * unit, the organization itself for its logo …), with what the listing needs to know about it.
 */
export interface Origin extends OriginRef {
  organizationId: string;
  /** The uuid of the record this integer stands for; the organization's own id for its logo. */
  recordId: string;
  /** Lower-case unit uuids; empty for records that belong to the whole organization. */
  siteIds: string[];
  parent: OriginRef | null;
  createdAt: string;
}

/**
 * `x-sites` narrows what the caller sees to records of those sites; records of the whole
 * organization (no site) stay visible, since no site choice can exclude them.
 */
export const isVisibleInSites = (siteIds: readonly string[], sites: ReadonlySet<string> | undefined): boolean =>
  sites === undefined || siteIds.length === 0 || siteIds.some((siteId) => sites.has(siteId));
