import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { backOfficeKeys } from '#shared/stores/db/keys.ts';
import { ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { type EndedLink, type EndedLinkOutcome, endedLinkMemoryDays } from '#shared/vocabulary/users/invitation.ts';

/**
 * The end of an invitation link, remembered for `endedLinkMemoryDays` by the hash of its token, so
 * that the link's page can say it was used, replaced or ended. Each is written in the same
 * transaction as the user update that ends the link (invitation-repository.ts, user-repository.ts).
 */
export const endedLinkPut = (tokenHash: string, organizationId: string, outcome: EndedLinkOutcome, at: Date) => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...backOfficeKeys.endedInvitationLink(tokenHash),
      itemType: itemTypes.endedInvitationLink,
      outcome,
      endedAt: at.toISOString(),
      organizationId,
      [ttlAttribute]: Math.ceil(at.getTime() / 1000) + endedLinkMemoryDays * 86_400,
    },
  },
});

/** Forgets the end of a link that works again (an accept undone, a send undone), in the transaction that revives it. */
export const endedLinkDelete = (tokenHash: string) => ({
  Delete: { TableName: tableName(), Key: backOfficeKeys.endedInvitationLink(tokenHash) },
});

/** How the link of this hash ended, unless it did not or it is forgotten (TTL deletes within days of its time: past it, it counts as gone). */
export const findEndedLink = async (tokenHash: string, now: Date): Promise<EndedLink | undefined> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: backOfficeKeys.endedInvitationLink(tokenHash),
      ConsistentRead: true,
    }),
  );
  if (!Item || Number(Item[ttlAttribute]) * 1000 <= now.getTime()) return undefined;
  return { outcome: Item.outcome, endedAt: Item.endedAt, organizationId: Item.organizationId };
};
