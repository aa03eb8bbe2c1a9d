import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';

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
      ExpressionAttributeValues: { ':one': 1, ':itemType': 'counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes!.value as number;
};

/**
 * Makes sure the counter never hands out `floor` or less, for records written with fixed ids (the
 * demo data); a counter already past it is left alone.
 */
export const raiseSequenceTo = async (counterKey: { PK: string; SK: string }, floor: number): Promise<void> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey,
        UpdateExpression: 'SET #value = :floor, itemType = :itemType',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :floor',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':floor': floor, ':itemType': 'counter' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
