import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { Organization } from './organization.ts';

const strip = ({ PK: _pk, SK: _sk, itemType: _itemType, ...rest }: Record<string, unknown>) => rest;

export const findOrganization = async (organizationId: string): Promise<Organization | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.organization(organizationId) }));
  return Item ? (strip(Item) as unknown as Organization) : undefined;
};

export const putOrganization = async (organization: Organization): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.organization(organization.id), itemType: 'organization', ...organization } }),
  );
};
