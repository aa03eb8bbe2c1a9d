import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';

/**
 * The next integer of a counter item. `ADD` is atomic in DynamoDB, so concurrent callers always get
 * distinct values; a value taken by a write that then fails is simply never used (gaps are fine).
 */
export const nextInSequence = async (counterKey: { PK: string; SK: string }): Promise<number> => {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey,
      UpdateExpression: 'ADD #value :one SET itemType = :itemType',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1, ':itemType': itemTypes.counter },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes!.value as number;
};
