import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import type { Origin, OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import { type OriginType, originTypes } from '#shared/vocabulary/attachments/origin-types.ts';
import { nextInSequence } from './sequences.ts';

interface NewOrigin {
  organizationId: string;
  type: OriginType;
  recordId: string;
  siteIds?: readonly string[];
  parent?: OriginRef;
}

export const findOrigin = async (organizationId: string, type: OriginType, id: number): Promise<Origin | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: fileKeys.origin(organizationId, type, id) }),
  );
  return Item ? withoutKeys<Origin>(Item) : undefined;
};

/** The origins of these refs that exist, in no particular order: one BatchGetItem per 100. */
export const findOrigins = async (organizationId: string, refs: readonly OriginRef[]): Promise<Origin[]> =>
  (await batchGetItems(refs.map((ref) => fileKeys.origin(organizationId, ref.type, ref.id)))).map((item) =>
    withoutKeys<Origin>(item),
  );

/** The origin as stored, once the rules of the origin type table hold, so that no listing meets one that breaks them. */
const originOf = async (input: NewOrigin, id: number, now: string): Promise<Origin> => {
  const definition = originTypes[input.type];
  const siteIds = [...new Set((input.siteIds ?? []).map((siteId) => siteId.toLowerCase()))];
  if (definition.scope === 'organization' && siteIds.length > 0)
    throw new Error(`A ${definition.name} belongs to no site`);
  if (input.parent) {
    if (definition.parentType !== input.parent.type)
      throw new Error(`A ${definition.name} cannot belong to origin type ${input.parent.type}`);
    if (!(await findOrigin(input.organizationId, input.parent.type, input.parent.id)))
      throw new Error('The parent origin does not exist');
  }
  return {
    organizationId: input.organizationId,
    type: input.type,
    id,
    recordId: input.recordId.toLowerCase(),
    siteIds,
    parent: input.parent ? { type: input.parent.type, id: input.parent.id } : null,
    createdAt: now,
  };
};

const store = async (origin: Origin, condition?: string): Promise<Origin> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...fileKeys.origin(origin.organizationId, origin.type, origin.id),
        itemType: itemTypes.origin,
        ...origin,
      },
      ConditionExpression: condition,
    }),
  );
  return origin;
};

/** Gives a record of the organization its integer origin id, the next of its sequence. */
export const registerOrigin = async (input: NewOrigin, now = new Date().toISOString()): Promise<Origin> =>
  store(await originOf(input, await nextInSequence(input.organizationId, 'origin'), now), 'attribute_not_exists(PK)');
