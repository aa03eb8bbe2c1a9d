import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { fileKeys, type SequenceKind } from '#shared/stores/db/keys.ts';

const raise = (key: { PK: string; SK: string }, update: string, values: Record<string, unknown>, condition?: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `${update}, itemType = :itemType`,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ...values, ':one': 1, ':itemType': itemTypes.sequence },
      ReturnValues: 'UPDATED_NEW',
    }),
  );

/** The highest id the service-wide counter of this kind gave, 0 when it never gave one. */
const serviceFloor = async (kind: SequenceKind): Promise<number> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: fileKeys.serviceCounter(kind), ConsistentRead: true }),
  );
  return (Item?.value as number | undefined) ?? 0;
};

/**
 * The next integer of the organization's sequence of this kind: ids are unique within an
 * organization, which is the only scope that addresses them (docs/files.md). Raising the value is
 * atomic, so concurrent callers always get distinct values; a value taken by a write that then
 * fails is never used (gaps are fine). Only that organization's writers touch the item.
 *
 * The organization's first id of a kind starts the sequence above the service-wide counter
 * (`COUNTER#<kind>`), so that it never repeats an id that counter gave the organization; when two
 * writers start it at once, `if_not_exists` keeps the first start and raises it for the second.
 */
export const nextInSequence = async (organizationId: string, kind: SequenceKind): Promise<number> => {
  const key = fileKeys.sequence(organizationId, kind);
  try {
    const { Attributes } = await raise(key, 'SET #value = #value + :one', {}, 'attribute_exists(PK)');
    return Attributes!.value as number;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const floor = await serviceFloor(kind);
  const { Attributes } = await raise(key, 'SET #value = if_not_exists(#value, :floor) + :one', { ':floor': floor });
  return Attributes!.value as number;
};
