/**
 * The id registry: one item per uuid the service holds, naming its owner (docs/data-model.md, "Ids").
 * Claims are taken with a condition, so two writers (two organizations' imports) can never both
 * believe they own one id.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { db, tableName } from '../db/client.ts';
import { itemTypes } from '../db/item-types.ts';
import { keys } from '../db/keys.ts';
import type { IdOwner } from './id-claim.ts';

const ownerOf = (item: Record<string, unknown>): IdOwner =>
  ({
    organizationId: (item.organizationId as string | undefined) ?? null,
    section: item.section,
    ...(item.kind !== undefined && { kind: item.kind }),
  }) as IdOwner;

/** The owner of one id, strongly consistent. */
export const findIdOwner = async (id: string): Promise<IdOwner | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.idClaim(id), ConsistentRead: true }),
  );
  return Item && ownerOf(Item);
};

/** The owners of these ids (absent when unclaimed). */
export const findIdOwners = async (ids: readonly string[]): Promise<Map<string, IdOwner>> => {
  const items = await batchGetItems([...new Set(ids)].map((id) => keys.idClaim(id)));
  return new Map(items.map((item) => [(item.PK as string).slice('ID#'.length), ownerOf(item)]));
};

/** A transaction holds at most 100 items; claims are small, so whole chunks go at once. */
const claimsPerTransaction = 100;

const claimPut = (id: string, owner: IdOwner) => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.idClaim(id),
      itemType: itemTypes.idClaim,
      ...owner,
      organizationId: owner.organizationId ?? undefined,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * Claims each id for its owner, in transactions of up to 100, a few at a time. Returns the ids
 * another writer had claimed first; a transaction that meets one of them claims none of its ids,
 * so the caller gives back what it claimed and reports them.
 */
export const claimIds = async (claims: ReadonlyMap<string, IdOwner>): Promise<string[]> => {
  const entries = [...claims];
  const chunks = Array.from({ length: Math.ceil(entries.length / claimsPerTransaction) }, (_, index) =>
    entries.slice(index * claimsPerTransaction, (index + 1) * claimsPerTransaction),
  );
  const lost: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < chunks.length && lost.length === 0) lost.push(...(await claimChunk(chunks[next++]!)));
    }),
  );
  return lost;
};

const claimChunk = async (chunk: readonly (readonly [string, IdOwner])[]): Promise<string[]> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: chunk.map(([id, owner]) => claimPut(id, owner)) }));
      return [];
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const lost = chunk.flatMap(([id], index) => (reasons[index]?.Code === 'ConditionalCheckFailed' ? [id] : []));
      if (lost.length > 0) return lost;
      // Another transaction was writing one of these claims at that instant: try again shortly.
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};

/** Gives back ids a failed writer claimed, only while they are still that owner's. */
export const releaseIds = async (ids: readonly string[], organizationId: string): Promise<void> => {
  await Promise.all(
    ids.map((id) =>
      db()
        .send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keys.idClaim(id),
            ConditionExpression: 'organizationId = :org',
            ExpressionAttributeValues: { ':org': organizationId },
          }),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }),
    ),
  );
};
