import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import { retryLostRaces } from '#shared/stores/db/transactions.ts';
import { findIdOwner } from '#shared/stores/ids/id-claim-repository.ts';
import { tooManyRequests } from '#shared/vocabulary/errors.ts';
import type { IdOwner } from '#shared/vocabulary/ids/id-claim.ts';
import type { OrganizationUser, User } from '#shared/vocabulary/users/user.ts';
import {
  effectsOfStatement,
  type StatedUser,
  type UserStatementEffects,
} from '#shared/vocabulary/users/user-statement.ts';
import { endedLinkPut } from './ended-links.ts';

/**
 * Organization users live in their organization's partition; back-office users in their own. The
 * id registry says which: a user id names one user for ever (an organization user is also its
 * organization's `member` record).
 */
const primaryKey = (user: User) =>
  user.kind === 'organization' ? keys.user(user.organizationId, user.id) : keys.backOfficeUser(user.id);

/** Back-office users are listed (GSI1); organization users are read through their organization's partition. */
const listingKeys = (user: User) =>
  user.kind === 'backOffice' ? backOfficeKeys.backOfficeUserListing(user.createdAt, user.id) : {};

const ownerOf = (user: User): IdOwner =>
  user.kind === 'organization'
    ? { organizationId: user.organizationId, section: 'record', kind: 'member' }
    : { organizationId: null, section: 'backOfficeUser' };

/**
 * An organization's user item. Consistent by default: the state a conditional write that follows is
 * checked against; a read that only shows the user (a creator's name) may take the cheaper read.
 */
export const readOrganizationUser = async (
  organizationId: string,
  userId: string,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<OrganizationUser | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(organizationId, userId), ConsistentRead: consistent }),
  );
  return Item ? withoutKeys<OrganizationUser>(Item) : undefined;
};

const idClaimPut = (user: User) => {
  const owner = ownerOf(user);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.idClaim(user.id),
        itemType: itemTypes.idClaim,
        ...owner,
        organizationId: owner.organizationId ?? undefined,
      },
      ConditionExpression:
        'attribute_not_exists(PK) OR (#section = :section AND (organizationId = :org OR attribute_not_exists(organizationId)))',
      ExpressionAttributeNames: { '#section': 'section' },
      ExpressionAttributeValues: { ':section': owner.section, ':org': owner.organizationId ?? '-' },
    },
  };
};

/** A back-office user's e-mail, claimed for that user alone (putting the same user again keeps it). */
const emailClaimPut = (user: User) =>
  user.kind === 'backOffice'
    ? [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...backOfficeKeys.backOfficeEmailClaim(user.email),
              itemType: itemTypes.backOfficeEmailClaim,
              userId: user.id,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
            ExpressionAttributeValues: { ':user': user.id },
          },
        },
      ]
    : [];

/**
 * Stores a user and claims its id, and a back-office user its e-mail, in one transaction: false,
 * and nothing stored, when another back-office user holds the e-mail; thrown when the id names
 * something else already.
 */
export const putUser = async (user: User): Promise<boolean> => {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          idClaimPut(user),
          {
            Put: {
              TableName: tableName(),
              Item: { ...primaryKey(user), ...listingKeys(user), itemType: itemTypes.user, ...user },
            },
          },
          ...emailClaimPut(user),
        ],
      }),
    );
    return true;
  } catch (error) {
    const emailReason = error instanceof TransactionCanceledException ? error.CancellationReasons?.[2] : undefined;
    if (emailReason?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
};

/** The user of this id, wherever it lives: the id registry names its partition (strongly consistent). */
export const findUserById = async (userId: string): Promise<User | undefined> => {
  const owner = await findIdOwner(userId);
  const key =
    owner?.section === 'backOfficeUser'
      ? keys.backOfficeUser(userId)
      : owner?.section === 'record' && owner.kind === 'member'
        ? keys.user(owner.organizationId, userId)
        : undefined;
  if (!key) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? withoutKeys<User>(Item) : undefined;
};

/** The attributes `effectsOfStatement` decided on, as read: the write holds only while they still are. */
const unchangedSinceRead = (stored: OrganizationUser | undefined) => {
  if (!stored) return { condition: 'attribute_not_exists(PK)', values: {} };
  const parts: [string, Record<string, unknown>][] = [
    ['#status = :readStatus AND email = :readEmail', { ':readStatus': stored.status, ':readEmail': stored.email }],
    stored.statedStatus === undefined
      ? ['attribute_not_exists(statedStatus)', {}]
      : ['statedStatus = :readStated', { ':readStated': stored.statedStatus }],
    stored.invitation?.link === undefined
      ? ['attribute_not_exists(invitation.link)', {}]
      : ['invitation.link.tokenHash = :readHash', { ':readHash': stored.invitation.link.tokenHash }],
  ];
  return {
    condition: parts.map(([condition]) => condition).join(' AND '),
    values: Object.assign({}, ...parts.map(([, values]) => values)),
  };
};

/** The update of a stated user: the stated fields, and what the statement does beyond them. */
const statementUpdate = (user: StatedUser, effects: UserStatementEffects, now: string) => {
  const { status: _stated, ...fields } = user;
  const set: Record<string, unknown> = {
    ...fields,
    kind: 'organization',
    itemType: itemTypes.user,
    updatedAt: now,
    statedStatus: user.status,
    ...(effects.setsStatus && { status: effects.status }),
    ...(effects.signsOut && { signedOutAt: now }),
    ...(effects.status === 'disabled' && { signInDisabled: true }),
  };
  const names = Object.keys(set);
  return {
    UpdateExpression: [
      `SET ${names.map((_, index) => `#f${index} = :f${index}`).join(', ')}, createdAt = if_not_exists(createdAt, :now)`,
      effects.endsLink ? 'REMOVE invitation.link, GSI2PK, GSI2SK' : '',
    ].join(' '),
    names: Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
    values: { ...Object.fromEntries(names.map((name, index) => [`:f${index}`, set[name]])), ':now': now },
  };
};

/**
 * Writes the stated fields of an organization user over what is stored, keeping what the service
 * keeps about it (the invitation's counts, the creation time), with the effects the statement has
 * (`effectsOfStatement`: the status, an invitation link ended, recorded as `ended` in the same
 * transaction, a sign-out). Decided on the user as
 * read and written on the condition that it is still so, so that an acceptance or a send between
 * the two is never overwritten: a lost race reads again. Answers whether the user is active again
 * with a sign-in that was disabled, which the import then enables.
 */
export const upsertOrganizationUser = async (user: StatedUser, now: string): Promise<{ signInToEnable: boolean }> =>
  retryLostRaces(
    async () => {
      const stored = await readOrganizationUser(user.organizationId, user.id);
      const effects = effectsOfStatement(stored, user);
      const update = statementUpdate(user, effects, now);
      const unchanged = unchangedSinceRead(stored);
      const userUpdate = {
        TableName: tableName(),
        Key: keys.user(user.organizationId, user.id),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: unchanged.condition,
        ExpressionAttributeNames: { ...update.names, ...(stored && { '#status': 'status' }) },
        ExpressionAttributeValues: { ...update.values, ...unchanged.values },
      };
      const endedLink = effects.endsLink ? stored?.invitation?.link : undefined;
      const written = await conditionHeld(() =>
        endedLink
          ? db().send(
              new TransactWriteCommand({
                TransactItems: [
                  { Update: userUpdate },
                  endedLinkPut(endedLink.tokenHash, user.organizationId, 'ended', new Date(now)),
                ],
              }),
            )
          : db().send(new UpdateCommand(userUpdate)),
      );
      if (!written) return undefined;
      return { signInToEnable: effects.status === 'active' && stored?.signInDisabled === true };
    },
    () => tooManyRequests(`User ${user.id} kept changing while the catalogue was written; retry the import`, 1),
  );

/**
 * Marks the sign-in of a re-enabled user as enabled again, if the user is still active: a user
 * disabled again meanwhile keeps the mark, so that the next re-enable enables the sign-in again.
 */
export const recordSignInEnabled = async (organizationId: string, userId: string): Promise<void> => {
  await conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(organizationId, userId),
        UpdateExpression: 'REMOVE signInDisabled',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active' },
      }),
    ),
  );
};
