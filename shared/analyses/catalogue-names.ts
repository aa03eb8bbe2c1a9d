import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { analysisKeys } from '../db/keys.ts';

/** A catalogue record reduced to what matching report text needs. */
export interface NamedRecord {
  id: string;
  ref: string;
  name: string;
}

/**
 * The names an analysis matches report text against, kept as one item per organization so that an
 * analysis reads them with one GetItem (docs/analyses.md, "Catalogue names"). The catalogue
 * importer writes it with each import.
 */
export interface CatalogueNames {
  units: NamedRecord[];
  technicalInstallations: NamedRecord[];
  equipment: NamedRecord[];
  providers: NamedRecord[];
}

export const noCatalogueNames: CatalogueNames = { units: [], technicalInstallations: [], equipment: [], providers: [] };

export const findCatalogueNames = async (organizationId: string): Promise<CatalogueNames> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: analysisKeys.catalogueNames(organizationId) }));
  if (!Item) return noCatalogueNames;
  return {
    units: Item.units ?? [],
    technicalInstallations: Item.technicalInstallations ?? [],
    equipment: Item.equipment ?? [],
    providers: Item.providers ?? [],
  };
};

export const putCatalogueNames = async (organizationId: string, names: CatalogueNames, updatedAt: string): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...analysisKeys.catalogueNames(organizationId), itemType: 'catalogueNames', organizationId, ...names, updatedAt },
    }),
  );
};
