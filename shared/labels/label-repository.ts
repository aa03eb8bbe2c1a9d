import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { Label } from './label.ts';

export const findLabel = async (organizationId: string, labelId: string): Promise<Label | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.label(organizationId, labelId) }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, itemType: _itemType, ...label } = Item;
  return label as Label;
};

export const putLabel = async (label: Label): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.label(label.organizationId, label.id), itemType: 'label', ...label } }),
  );
};
