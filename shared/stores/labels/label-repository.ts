import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { countRelated } from '#shared/stores/catalogue/record-repository.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import type { Label } from '#shared/vocabulary/labels/label.ts';

/**
 * A label of the organization with its use count: the records and users (members) that name it,
 * counted from their relation entries when asked, so the count can never drift from the records.
 */
export const findLabel = async (organizationId: string, labelId: string): Promise<Label | undefined> => {
  const [{ Item }, usageCount] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.label(organizationId, labelId) })),
    countRelated(organizationId, labelId),
  ]);
  if (!Item) return undefined;
  return { ...withoutKeys<Omit<Label, 'usageCount'>>(Item), usageCount };
};
