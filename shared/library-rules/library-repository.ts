import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { LibraryTechnicalInstallation, PreventiveRule, PreventiveRuleChanges } from './preventive-rule.ts';
import { withoutKeys } from '../db/items.ts';
import { itemTypes } from '../db/item-types.ts';


/** Strongly consistent: the update's version condition is the version read here. */
export const findPreventiveRule = async (ruleId: string): Promise<PreventiveRule | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.preventiveRule(ruleId), ConsistentRead: true }));
  return Item ? withoutKeys<PreventiveRule>(Item) : undefined;
};

/** The ids, among these, that name no installation of the library: one BatchGet. */
export const missingLibraryInstallationIds = async (installationIds: readonly string[]): Promise<string[]> => {
  const found = new Set(
    (await batchGetItems(installationIds.map((id) => keys.libraryTechnicalInstallation(id)))).map((item) => item.id as string),
  );
  return installationIds.filter((id) => !found.has(id));
};

export interface RuleUpdate {
  ruleId: string;
  changes: PreventiveRuleChanges;
  /** The version the changes were decided on; the write only happens if the rule is still at it. */
  expectedVersion: number;
  byUserId: string;
  at: string;
}

/** The rule's new version, or undefined when it is no longer at the expected version (or is gone). */
export const commitRuleUpdate = async ({ ruleId, changes, expectedVersion, byUserId, at }: RuleUpdate): Promise<number | undefined> => {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value]));
  const assignments = fields.map((_, index) => `#f${index} = :f${index}`);
  const version = expectedVersion + 1;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.preventiveRule(ruleId),
        UpdateExpression: `SET ${[...assignments, '#version = :next', 'updatedAt = :at', 'updatedByBoUserId = :by'].join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: { ...names, '#version': 'version' },
        ExpressionAttributeValues: { ...values, ':next': version, ':expected': expectedVersion, ':at': at, ':by': byUserId },
      }),
    );
    return version;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

// Writers: the demo seed and the tests arrange data through these, with the same keys the reads use.

export const putPreventiveRule = async (rule: PreventiveRule): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.preventiveRule(rule.id), itemType: itemTypes.preventiveRule, ...rule } }));
};

export const putLibraryTechnicalInstallation = async (installation: LibraryTechnicalInstallation): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.libraryTechnicalInstallation(installation.id), itemType: itemTypes.libraryTechnicalInstallation, ...installation },
    }),
  );
};
