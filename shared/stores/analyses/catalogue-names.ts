import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';

/** A catalogue record reduced to what matching report text needs. */
export interface NamedRecord {
  id: string;
  ref: string;
  name: string;
  /**
   * The unit (site) an installation or an equipment belongs to, when its name entry names one:
   * a report's installations and equipment are chosen among its own site's.
   */
  unitId?: string;
}

/** The names an analysis matches report text against. */
export interface CatalogueNames {
  units: NamedRecord[];
  technicalInstallations: NamedRecord[];
  equipment: NamedRecord[];
  providers: NamedRecord[];
}

const kinds = {
  units: 'unit',
  technicalInstallations: 'technical_installation',
  equipment: 'equipment',
  providers: 'provider',
} as const;

/** Every name entry the catalogue keeps for one kind (docs/search.md, "Items"), archived records left out. */
const namesOfKind = async (organizationId: string, kind: string): Promise<NamedRecord[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'archived <> :archived',
      ProjectionExpression: 'id, #ref, title, unitIds',
      ExpressionAttributeNames: { '#ref': 'ref' },
      ExpressionAttributeValues: { ':pk': catalogueKeys.namePartition(organizationId, kind), ':archived': true },
    })
  ).map((item) => {
    const [unitId] = (item.unitIds as string[] | undefined) ?? [];
    return {
      id: item.id as string,
      ref: item.ref as string,
      name: item.title as string,
      ...(unitId ? { unitId } : {}),
    };
  });

/**
 * The organization's units, technical installations, equipment and providers, read from the
 * catalogue's name entries: one Query (or a few pages) per kind, a few hundred bytes per record.
 */
export const findCatalogueNames = async (organizationId: string): Promise<CatalogueNames> => {
  const [units, technicalInstallations, equipment, providers] = await Promise.all(
    Object.values(kinds).map((kind) => namesOfKind(organizationId, kind)),
  );
  return {
    units: units!,
    technicalInstallations: technicalInstallations!,
    equipment: equipment!,
    providers: providers!,
  };
};
