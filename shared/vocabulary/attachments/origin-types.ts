/**
 * The 21 kinds of record an attachment can hang on (`originType` / `attachableType`, 1..21). The
 * specification numbers them without naming them; docs/files.md is the table callers read.
 *
 * `scope` says whether a record of the kind belongs to sites (its units: `x-sites` hides it when it
 * names units and none of them is asked for) or to the whole organization (it names none and
 * `x-sites` never hides it).
 * `parentType` is the kind of record this one may belong to: an intervention carried out on an
 * anomaly lists its attachments under the anomaly too.
 */
interface OriginTypeDefinition {
  name: string;
  scope: 'site' | 'organization';
  parentType?: OriginType;
}

export const originTypeNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
export type OriginType = (typeof originTypeNumbers)[number];

export const originTypeCodes = {
  anomaly: 1,
  clientIntervention: 2,
  providerIntervention: 3,
  organizationLogo: 4,
} as const satisfies Record<string, OriginType>;

export const originTypes: Readonly<Record<OriginType, OriginTypeDefinition>> = {
  1: { name: 'anomaly', scope: 'site' },
  2: { name: 'client_intervention', scope: 'site', parentType: originTypeCodes.anomaly },
  3: { name: 'provider_intervention', scope: 'site', parentType: originTypeCodes.anomaly },
  4: { name: 'organization_logo', scope: 'organization' },
  5: { name: 'commission', scope: 'site' },
  6: { name: 'unit', scope: 'site' },
  7: { name: 'technical_installation', scope: 'site' },
  8: { name: 'equipment', scope: 'site' },
  9: { name: 'building_work', scope: 'site' },
  10: { name: 'logbook', scope: 'site' },
  11: { name: 'provider', scope: 'organization' },
  12: { name: 'contact', scope: 'organization' },
  13: { name: 'contract', scope: 'site' },
  14: { name: 'document', scope: 'site' },
  15: { name: 'report', scope: 'site' },
  16: { name: 'routine', scope: 'site' },
  17: { name: 'member', scope: 'organization' },
  18: { name: 'compliance', scope: 'site' },
  19: { name: 'plan', scope: 'site' },
  20: { name: 'inbox_item', scope: 'organization' },
  21: { name: 'plan_point', scope: 'site' },
};

/** Kinds whose listing also shows the attachments of their child records. */
export const hasChildTypes = (type: OriginType): boolean =>
  originTypeNumbers.some((candidate) => originTypes[candidate].parentType === type);
