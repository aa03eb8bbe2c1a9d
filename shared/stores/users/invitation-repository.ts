import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import {
  hashInvitationToken,
  type InvitationLink,
  type InvitationState,
  stateOfLink,
} from '#shared/vocabulary/users/invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { endedLinkDelete, endedLinkPut } from './ended-links.ts';

const userOfItem = (item: Record<string, unknown>): OrganizationUser => withoutKeys<OrganizationUser>(item);

type UserUpdate = ConstructorParameters<typeof UpdateCommand>[0] & { UpdateExpression: string };
type LinkEnd = ReturnType<typeof endedLinkPut> | ReturnType<typeof endedLinkDelete>;

/**
 * A conditional update of the user, with the record of a link it ends (or the removal of the
 * record of a link it revives) in the same transaction when there is one: false when the update's
 * condition did not hold, and then neither is written.
 */
const updateUser = (update: UserUpdate, linkEnds: readonly LinkEnd[]): Promise<boolean> =>
  conditionHeld(() =>
    linkEnds.length === 0
      ? db().send(new UpdateCommand(update))
      : db().send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...linkEnds] })),
  );

/** What the user's invitation was when it was read: the write goes through only if it still is. */
const unchangedSince = (previous: InvitationState | undefined) => {
  if (previous === undefined) return { condition: 'attribute_not_exists(invitation)', values: {} };
  const link = previous.link
    ? { condition: 'invitation.link.tokenHash = :previousHash', values: { ':previousHash': previous.link.tokenHash } }
    : { condition: 'attribute_not_exists(invitation.link)', values: {} };
  return {
    condition: `invitation.sentCount = :previousCount AND ${link.condition}`,
    values: { ':previousCount': previous.sentCount, ...link.values },
  };
};

/** The GSI2 keys that resolve a link to its user, or their removal when no link lives. */
const linkIndex = (link: InvitationLink | undefined) =>
  link
    ? {
        set: ', GSI2PK = :indexPk, GSI2SK = :indexSk',
        remove: '',
        values: {
          ':indexPk': backOfficeKeys.invitationToken(link.tokenHash).GSI2PK,
          ':indexSk': backOfficeKeys.invitationToken(link.tokenHash).GSI2SK,
        },
      }
    : { set: '', remove: ' REMOVE GSI2PK, GSI2SK', values: {} };

/**
 * Records a send: the new link (its hash indexed in GSI2 so that it resolves, the e-mail it goes
 * to) and the counters, and the previous link's end (`replaced`). It holds only if the user is still pending, still has the e-mail the link
 * goes to, and nobody recorded a send since `previous` was read, so of two concurrent re-sends
 * exactly one is recorded; for the other this answers false.
 */
export const recordInvitationSend = async (
  user: OrganizationUser,
  previous: InvitationState | undefined,
  next: InvitationState & { link: InvitationLink },
  now: Date,
): Promise<boolean> => {
  const unchanged = unchangedSince(previous);
  const index = linkIndex(next.link);
  return updateUser(
    {
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      UpdateExpression: `SET invitation = :next${index.set}`,
      ConditionExpression: `attribute_exists(PK) AND #status = :pending AND email = :sentTo AND ${unchanged.condition}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': next,
        ':pending': 'pending',
        ':sentTo': next.link.sentTo,
        ...index.values,
        ...unchanged.values,
      },
    },
    previous?.link ? [endedLinkPut(previous.link.tokenHash, user.organizationId, 'replaced', now)] : [],
  );
};

/**
 * Undoes a recorded send whose e-mail could not be sent, if nothing changed the invitation since:
 * the previous link works again (its end forgotten) and the failed attempt does not count against the limits.
 */
export const revertInvitationSend = async (
  user: OrganizationUser,
  sent: InvitationState & { link: InvitationLink },
  previous: InvitationState | undefined,
): Promise<void> => {
  const index = linkIndex(previous?.link);
  const restore = previous
    ? { UpdateExpression: `SET invitation = :previous${index.set}${index.remove}`, values: { ':previous': previous } }
    : { UpdateExpression: 'REMOVE invitation, GSI2PK, GSI2SK', values: {} };
  await updateUser(
    {
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      UpdateExpression: restore.UpdateExpression,
      ConditionExpression: 'invitation.link.tokenHash = :sentHash',
      ExpressionAttributeValues: {
        ':sentHash': sent.link.tokenHash,
        ...restore.values,
        ...(previous ? index.values : {}),
      },
    },
    previous?.link ? [endedLinkDelete(previous.link.tokenHash)] : [],
  );
};

/** The user whose link has this hash, as GSI2 names it (eventually consistent: `stateOfLink` judges what it read). */
export const findUserOfLink = async (tokenHash: string): Promise<OrganizationUser | undefined> => {
  const index = backOfficeKeys.invitationToken(tokenHash);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...onIndex('GSI2', index.GSI2PK, index.GSI2SK),
    }),
  );
  return Items?.[0] ? userOfItem(Items[0]) : undefined;
};

/** The pending user whose live invitation link this is (`stateOfLink` says `open`). */
export const findUserByInvitationToken = async (
  token: string,
  now = new Date(),
): Promise<(OrganizationUser & { invitation: { link: InvitationLink } }) | undefined> => {
  const tokenHash = hashInvitationToken(token);
  const user = await findUserOfLink(tokenHash);
  return stateOfLink(user, tokenHash, now) === 'open'
    ? (user as OrganizationUser & { invitation: { link: InvitationLink } })
    : undefined;
};

/**
 * Uses up an invitation link: the pending user becomes active and the link stops working, on the
 * condition that the user is still pending with this live link. False when it is not (used,
 * replaced by a newer send, ended by a change of the user, expired): one of two racing accepts wins.
 * The link's end (`used`) is recorded with it.
 */
export const consumeInvitation = async (user: OrganizationUser, tokenHash: string, now: Date): Promise<boolean> =>
  updateUser(
    {
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      // A user the file stated before `statedStatus` existed was stated pending: recorded so that the file's next import keeps the acceptance.
      UpdateExpression:
        'SET #status = :active, updatedAt = :now, statedStatus = if_not_exists(statedStatus, :pending) REMOVE invitation, GSI2PK, GSI2SK',
      ConditionExpression:
        '#status = :pending AND invitation.link.tokenHash = :hash AND invitation.link.expiresAt > :now AND invitation.link.sentTo = email',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':active': 'active',
        ':pending': 'pending',
        ':hash': tokenHash,
        ':now': now.toISOString(),
      },
    },
    [endedLinkPut(tokenHash, user.organizationId, 'used', now)],
  );

/** Puts back an invitation consumed by an accept whose sign-in could not be made, if nothing changed the user since, and forgets its end. */
export const restoreInvitation = async (
  user: OrganizationUser & { invitation: InvitationState & { link: InvitationLink } },
): Promise<void> => {
  const index = linkIndex(user.invitation.link);
  await updateUser(
    {
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      UpdateExpression: `SET #status = :pending, invitation = :invitation${index.set}`,
      ConditionExpression: '#status = :active AND attribute_not_exists(invitation) AND email = :sentTo',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':active': 'active',
        ':invitation': user.invitation,
        ':sentTo': user.invitation.link.sentTo,
        ...index.values,
      },
    },
    [endedLinkDelete(user.invitation.link.tokenHash)],
  );
};
