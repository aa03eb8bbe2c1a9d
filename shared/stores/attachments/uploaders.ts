import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { keys } from '#shared/stores/db/keys.ts';

interface Uploader {
  firstName: string;
  lastName: string;
}

/** BatchGetItem's limit per call. */
const batchSize = 100;

/** The names of the given users of one organization, read in batches; users that are gone are absent. */
export const uploadersByUserId = async (
  organizationId: string,
  userIds: Iterable<string>,
): Promise<Map<string, Uploader>> => {
  const found = new Map<string, Uploader>();
  const all = [...new Set(userIds)];
  for (let start = 0; start < all.length; start += batchSize) {
    let requested: Record<string, unknown>[] | undefined = all
      .slice(start, start + batchSize)
      .map((userId) => keys.user(organizationId, userId));
    while (requested && requested.length > 0) {
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: requested, ProjectionExpression: 'id, firstName, lastName' } },
        }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        found.set(item.id as string, { firstName: item.firstName as string, lastName: item.lastName as string });
      }
      requested = UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
};
