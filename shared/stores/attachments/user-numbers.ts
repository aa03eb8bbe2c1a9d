import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { nextInSequence } from './sequences.ts';

/**
 * The attachments API names users by integer (`uploadedBy.id`, `uploadedById`). A user's number is
 * given once, on first need, and kept in the organization's partition next to the user.
 */
const storedNumber = async (organizationId: string, userId: string): Promise<number | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: fileKeys.userNumber(organizationId, userId), ConsistentRead: true }),
  );
  return Item?.numericId as number | undefined;
};

export const numberOfUser = async (organizationId: string, userId: string): Promise<number> => {
  const known = await storedNumber(organizationId, userId);
  if (known !== undefined) return known;
  const numericId = await nextInSequence(organizationId, 'userNumber');
  const written = await conditionHeld(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...fileKeys.userNumber(organizationId, userId), itemType: itemTypes.userNumber, userId, numericId },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  // Another request numbered this user first: its number is the one, ours stays unused.
  return written ? numericId : (await storedNumber(organizationId, userId))!;
};
