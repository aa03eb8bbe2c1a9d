/**
 * The id registry: one item per uuid the service holds, naming its owner (docs/data-model.md, "Ids").
 * No two writers can both believe they own one id: every claim is taken with a condition that no
 * one holds it.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { keys } from '#shared/stores/db/keys.ts';
import type { IdOwner } from '#shared/vocabulary/ids/id-claim.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';

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
const findIdOwners = async (ids: readonly string[]): Promise<Map<string, IdOwner>> => {
  const items = await batchGetItems(
    [...new Set(ids)].map((id) => keys.idClaim(id)),
    { consistent: true },
  );
  return new Map(items.map((item) => [(item.PK as string).slice('ID#'.length), ownerOf(item)]));
};

const claimItem = (id: string, owner: IdOwner) => ({
  ...keys.idClaim(id),
  itemType: itemTypes.idClaim,
  ...owner,
  organizationId: owner.organizationId ?? undefined,
});

/** What a file's claims need: the ids' current owners in, the claims to write out (nothing when the file cannot have its ids). */
type Claim = (owners: ReadonlyMap<string, IdOwner>) => ReadonlyMap<string, IdOwner> | undefined;

/** Claims of one import in flight at once: each is a conditional put of its own. */
const CLAIM_CONCURRENCY = 32;

/** Takes an unclaimed id for this owner: false when another writer took it first. */
const takeId = (id: string, owner: IdOwner) =>
  conditionHeld(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: claimItem(id, owner),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/** Gives back ids this import took, when the file cannot have all of its ids after all. */
const giveBack = (claims: ReadonlyMap<string, IdOwner>) =>
  mapLimited([...claims.keys()], CLAIM_CONCURRENCY, (id) =>
    conditionHeld(() =>
      db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.idClaim(id),
          ConditionExpression: 'organizationId = :org',
          ExpressionAttributeValues: { ':org': claims.get(id)!.organizationId },
        }),
      ),
    ),
  );

/**
 * Claims the ids a file names, whatever their number, with no lease shared by every tenant: the
 * owners are read, the file's ids checked against them, and each id no one held is taken with a
 * conditional put. When another import took one of them in between, the owners of those are read
 * again and the check made again: the file now fails on them, and the ids it took are given back.
 * Two files racing for the same new ids may both fail, and both be run again; no id ever has two
 * owners. Other writers of claims (a new user, a new organization) name fresh uuids of their own
 * making and take them the same way (docs/data-model.md, "Ids").
 */
export const claimNamedIds = async (ids: readonly string[], claim: Claim): Promise<void> => {
  const owners = await findIdOwners(ids);
  const claims = claim(owners);
  if (!claims || claims.size === 0) return;
  const taken = new Map<string, IdOwner>();
  const lost: string[] = [];
  await mapLimited([...claims], CLAIM_CONCURRENCY, async ([id, owner]) => {
    if (await takeId(id, owner)) taken.set(id, owner);
    else lost.push(id);
  });
  if (lost.length === 0) return;
  const again = claim(new Map([...owners, ...(await findIdOwners(lost))]));
  if (!again || [...again.keys()].some((id) => !taken.has(id))) await giveBack(taken);
};
