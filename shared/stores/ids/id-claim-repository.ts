/**
 * The id registry: one item per uuid the service holds, naming its owner (docs/data-model.md, "Ids").
 * No two writers can both believe they own one id: files' claims are checked and written under one
 * lease, every other claim names a fresh uuid and is taken with a condition.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { writeBatches } from '#shared/stores/catalogue/batch-write.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { withLease } from '#shared/stores/db/lease.ts';
import type { IdOwner } from '#shared/vocabulary/ids/id-claim.ts';

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

const idClaimsLease = {
  key: keys.idClaimsLease(),
  itemType: itemTypes.idClaimsLease,
  waitMillis: 15 * 60_000,
  busy: () => new Error('Another import held the id registry for 15 minutes'),
};

/** What a file's claims need: the ids' current owners in, the claims to write out (nothing when the file cannot have its ids). */
type Claim = (owners: ReadonlyMap<string, IdOwner>) => ReadonlyMap<string, IdOwner> | undefined;

/**
 * Claims ids that a file names, whatever their number, at the rate of plain writes. The check and
 * the claims happen under the one id-claims lease, so no other file can claim one of them between
 * the check and the write. A file of an organization already stored names mostly ids it holds:
 * those are checked first without the lease, which it takes only for the ids no one held.
 * Other writers of claims (a new user, a new organization) name fresh uuids of their own making
 * and take their claim with a condition, so they never meet a file's ids (docs/data-model.md, "Ids").
 */
export const claimNamedIds = async (ids: readonly string[], claim: Claim, mostlyHeld: boolean): Promise<void> => {
  let owners = new Map<string, IdOwner>();
  let toCheck = ids;
  if (mostlyHeld) {
    owners = await findIdOwners(ids);
    const unclaimed = claim(owners);
    if (!unclaimed || unclaimed.size === 0) return;
    toCheck = [...unclaimed.keys()];
  }
  await withLease(idClaimsLease, async () => {
    const claims = claim(new Map([...owners, ...(await findIdOwners(toCheck))]));
    if (claims) await writeBatches([...claims].map(([id, owner]) => ({ put: claimItem(id, owner) })));
  });
};
