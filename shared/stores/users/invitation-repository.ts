import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import { hashInvitationToken, type InvitationState } from '#shared/vocabulary/users/invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';

const userOfItem = (item: Record<string, unknown>): OrganizationUser => withoutKeys<OrganizationUser>(item);

/** What the user's invitation was when it was read: the write goes through only if it still is. */
const unchangedSince = (previous: InvitationState | undefined) =>
  previous === undefined
    ? { condition: 'attribute_not_exists(invitation)', values: {} }
    : {
        condition: 'invitation.tokenHash = :previousHash AND invitation.sentCount = :previousCount',
        values: { ':previousHash': previous.tokenHash, ':previousCount': previous.sentCount },
      };

/**
 * Records a send: the new token hash (indexed in GSI2 so the link resolves) and the counters. It
 * holds only if the user is still pending and nobody recorded a send since `previous` was read, so
 * of two concurrent re-sends exactly one is recorded; for the other this answers false.
 */
export const recordInvitationSend = async (
  user: OrganizationUser,
  previous: InvitationState | undefined,
  next: InvitationState,
): Promise<boolean> => {
  const unchanged = unchangedSince(previous);
  const index = backOfficeKeys.invitationToken(next.tokenHash);
  return conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.organizationId, user.id),
        UpdateExpression: 'SET invitation = :next, GSI2PK = :indexPk, GSI2SK = :indexSk',
        ConditionExpression: `attribute_exists(PK) AND #status = :pending AND ${unchanged.condition}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':next': next,
          ':indexPk': index.GSI2PK,
          ':indexSk': index.GSI2SK,
          ':pending': 'pending',
          ...unchanged.values,
        },
      }),
    ),
  );
};

/**
 * Undoes a recorded send whose e-mail could not be sent, if no later send replaced it: the
 * previous link works again and the failed attempt does not count against the limits.
 */
export const revertInvitationSend = async (
  user: OrganizationUser,
  sent: InvitationState,
  previous: InvitationState | undefined,
): Promise<void> => {
  const restore = previous
    ? {
        UpdateExpression: 'SET invitation = :previous, GSI2PK = :indexPk, GSI2SK = :indexSk',
        values: {
          ':previous': previous,
          ':indexPk': backOfficeKeys.invitationToken(previous.tokenHash).GSI2PK,
          ':indexSk': backOfficeKeys.invitationToken(previous.tokenHash).GSI2SK,
        },
      }
    : { UpdateExpression: 'REMOVE invitation, GSI2PK, GSI2SK', values: {} };
  await conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.organizationId, user.id),
        UpdateExpression: restore.UpdateExpression,
        ConditionExpression: 'invitation.tokenHash = :sentHash',
        ExpressionAttributeValues: { ':sentHash': sent.tokenHash, ...restore.values },
      }),
    ),
  );
};

/**
 * The pending user an invitation link belongs to, while the link is the latest one sent and has
 * not expired; the sign-up flow that consumes the link (outside this specification) starts here.
 */
export const findUserByInvitationToken = async (
  token: string,
  now = new Date(),
): Promise<OrganizationUser | undefined> => {
  const tokenHash = hashInvitationToken(token);
  const index = backOfficeKeys.invitationToken(tokenHash);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...onIndex('GSI2', index.GSI2PK, index.GSI2SK),
    }),
  );
  const user = Items?.[0] ? userOfItem(Items[0]) : undefined;
  const invitation = user?.invitation;
  const valid =
    user?.status === 'pending' &&
    invitation?.tokenHash === tokenHash &&
    Date.parse(invitation.expiresAt) > now.getTime();
  return valid ? user : undefined;
};

/**
 * Uses up an invitation link: the pending user becomes active and the link stops working, on the
 * condition that the user is still pending with this link, unexpired. False when it is not (used,
 * replaced by a newer send, expired): one of two racing accepts wins.
 */
export const consumeInvitation = async (user: OrganizationUser, tokenHash: string, now: Date): Promise<boolean> => {
  return conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.organizationId, user.id),
        // A user the file stated before `statedStatus` existed was stated pending: recorded so that the file's next import keeps the acceptance.
        UpdateExpression:
          'SET #status = :active, updatedAt = :now, statedStatus = if_not_exists(statedStatus, :pending) REMOVE invitation, GSI2PK, GSI2SK',
        ConditionExpression: '#status = :pending AND invitation.tokenHash = :hash AND invitation.expiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':pending': 'pending',
          ':hash': tokenHash,
          ':now': now.toISOString(),
        },
      }),
    ),
  );
};

/** Puts back an invitation consumed by an accept whose sign-in could not be created, if nothing changed the user since. */
export const restoreInvitation = async (user: OrganizationUser & { invitation: InvitationState }): Promise<void> => {
  const index = backOfficeKeys.invitationToken(user.invitation.tokenHash);
  await conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.organizationId, user.id),
        UpdateExpression: 'SET #status = :pending, invitation = :invitation, GSI2PK = :indexPk, GSI2SK = :indexSk',
        ConditionExpression: '#status = :active AND attribute_not_exists(invitation)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':active': 'active',
          ':invitation': user.invitation,
          ':indexPk': index.GSI2PK,
          ':indexSk': index.GSI2SK,
        },
      }),
    ),
  );
};
