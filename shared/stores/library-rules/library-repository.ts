import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import type {
  LibraryTechnicalInstallation,
  PreventiveRule,
  PreventiveRuleChanges,
} from '#shared/vocabulary/library-rules/preventive-rule.ts';

export const findPreventiveRule = async (ruleId: string): Promise<PreventiveRule | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.preventiveRule(ruleId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<PreventiveRule>(Item) : undefined;
};

/** The ids, among these, that name no installation of the library: one BatchGet. */
export const missingLibraryInstallationIds = async (installationIds: readonly string[]): Promise<string[]> => {
  const found = new Set(
    (await batchGetItems(installationIds.map((id) => keys.libraryTechnicalInstallation(id)))).map(
      (item) => item.id as string,
    ),
  );
  return installationIds.filter((id) => !found.has(id));
};

interface RuleUpdate {
  ruleId: string;
  changes: PreventiveRuleChanges;
  /** The version the client read (If-Match): the write only happens if the rule is still at it. */
  ifMatch: number | undefined;
  byUserId: string;
  at: string;
}

type RuleUpdateOutcome = { updated: true; version: number } | { updated: false; stored: PreventiveRule | undefined };

/**
 * The conditions the stored rule must meet for the changes to apply. When only one of the main
 * installation and the installation list is sent, the other is the stored one, and the table checks
 * they agree at the moment of the write.
 */
const storedRuleConditions = (changes: PreventiveRuleChanges, ifMatch: number | undefined) => {
  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, unknown> = {};
  if (ifMatch !== undefined) {
    conditions.push('#version = :ifMatch');
    values[':ifMatch'] = ifMatch;
  }
  const { mainLibraryTechnicalInstallationId: main, libraryTechnicalInstallationIds: installations } = changes;
  if (main !== undefined && installations === undefined) {
    conditions.push('contains(libraryTechnicalInstallationIds, :main)');
    values[':main'] = main;
  }
  if (installations !== undefined && main === undefined) {
    conditions.push(
      `mainLibraryTechnicalInstallationId IN (${installations.map((_, index) => `:in${index}`).join(', ')})`,
    );
    for (const [index, id] of installations.entries()) values[`:in${index}`] = id;
  }
  return { expression: conditions.join(' AND '), values };
};

/**
 * One conditional UpdateItem that sets only the fields sent and adds one to the version: updates
 * of different fields never overwrite each other, however many run at once, and none has to be
 * retried. On refusal, the stored rule tells why (gone, another version, installations disagree).
 */
export const commitRuleUpdate = async ({
  ruleId,
  changes,
  ifMatch,
  byUserId,
  at,
}: RuleUpdate): Promise<RuleUpdateOutcome> => {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value]));
  const assignments = fields.map((_, index) => `#f${index} = :f${index}`);
  const condition = storedRuleConditions(changes, ifMatch);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.preventiveRule(ruleId),
        UpdateExpression: `SET ${[...assignments, '#version = #version + :one', 'updatedAt = :at', 'updatedByBoUserId = :by'].join(', ')}`,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: { ...names, '#version': 'version' },
        ExpressionAttributeValues: { ...values, ...condition.values, ':one': 1, ':at': at, ':by': byUserId },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { updated: true, version: Attributes!.version as number };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { updated: false, stored: error.Item ? withoutKeys<PreventiveRule>(unmarshall(error.Item)) : undefined };
  }
};

// Writers: the demo seed and the tests arrange data through these, with the same keys the reads use.

export const putPreventiveRule = async (rule: PreventiveRule): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.preventiveRule(rule.id), itemType: itemTypes.preventiveRule, ...rule },
    }),
  );
};

export const putLibraryTechnicalInstallation = async (installation: LibraryTechnicalInstallation): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.libraryTechnicalInstallation(installation.id),
        itemType: itemTypes.libraryTechnicalInstallation,
        ...installation,
      },
    }),
  );
};
