/**
 * Loads a `library/v1` file (catalogue-format.md, "The platform's preventive library"): the library
 * technical installations and the preventive rules of operation 5, so that a new deployment can be
 * given its library with `npm run import -- FILE`. Checked whole first (every rule of operation 5's
 * body, all fields required but `description`, installations of the file or the stored library);
 * one error rejects the file and nothing is written. Re-importing replaces what the file states,
 * and a rule that changes counts its `version` up, so a client holding an older one gets its 409.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import { TECHNICAL_INSTALLATION_CATEGORIES } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { issuesToErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { illFormedText } from '#shared/vocabulary/catalogue-format/well-formed-text.ts';
import { canonicalUuid, readable } from '#shared/vocabulary/formats/formats.ts';
import type { PreventiveRule } from '#shared/vocabulary/library-rules/preventive-rule.ts';
import {
  mainAmongInstallations,
  preventiveRuleFields,
  preventiveRuleName,
} from '#shared/vocabulary/library-rules/preventive-rule-schema.ts';

export const LIBRARY_FORMAT = 'library/v1';

const installationSchema = z.strictObject({
  id: canonicalUuid,
  name: z.string().check(readable('remove'), z.trim(), z.minLength(1), z.maxLength(200)),
  category: z.enum(TECHNICAL_INSTALLATION_CATEGORIES),
});

const ruleSchema = z
  .strictObject({
    id: canonicalUuid,
    ...preventiveRuleFields,
    name: preventiveRuleName('remove'),
    description: z._default(preventiveRuleFields.description, ''),
  })
  .check(z.superRefine(mainAmongInstallations));

const librarySchema = z.strictObject({
  format: z.literal(LIBRARY_FORMAT),
  technicalInstallations: z._default(z.array(installationSchema), []),
  preventiveRules: z._default(z.array(ruleSchema), []),
});

type Library = z.output<typeof librarySchema>;
type RuleInput = z.output<typeof ruleSchema>;

type LibraryImportResult = { ok: true; installations: number; rules: number } | { ok: false; errors: CatalogueError[] };

const error = (field: string, rule: CatalogueError['rule'], text: string): CatalogueError => ({
  field,
  rule,
  message: `${field}: ${text}`,
});

/** Ids unique per section, and every installation a rule names in the file or the stored library. */
const crossChecks = async (library: Library): Promise<CatalogueError[]> => {
  const errors: CatalogueError[] = [];
  for (const [section, items] of [
    ['technicalInstallations', library.technicalInstallations],
    ['preventiveRules', library.preventiveRules],
  ] as const) {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(item.id);
      if (first === undefined) seen.set(item.id, index);
      else errors.push(error(`${section}[${index}].id`, 'duplicate_id', `duplicates the id of ${section}[${first}]`));
    });
  }
  const inFile = new Set(library.technicalInstallations.map((installation) => installation.id));
  const named = [...new Set(library.preventiveRules.flatMap((rule) => rule.libraryTechnicalInstallationIds))].filter(
    (id) => !inFile.has(id),
  );
  const stored = new Set(
    (await batchGetItems(named.map((id) => keys.libraryTechnicalInstallation(id)))).map((item) => item.id as string),
  );
  for (const [index, rule] of library.preventiveRules.entries()) {
    for (const [position, id] of rule.libraryTechnicalInstallationIds.entries()) {
      if (inFile.has(id) || stored.has(id)) continue;
      errors.push(
        error(
          `preventiveRules[${index}].libraryTechnicalInstallationIds[${position}]`,
          'relation_missing',
          `names ${id}, which is no installation of the file or of the library`,
        ),
      );
    }
  }
  return errors;
};

const ruleFields = ({ id: _id, ...fields }: RuleInput) => fields;
const sameFields = (stored: Record<string, unknown>, rule: RuleInput) =>
  Object.entries(ruleFields(rule)).every(([field, value]) => sameValue(stored[field], value));

/** Writes one rule: new at version 1, changed at the stored version + 1 (on condition it is still that one), unchanged not at all. */
const saveRule = async (rule: RuleInput, byUserId: string | null, now: string): Promise<void> => {
  for (;;) {
    const [stored] = await batchGetItems([keys.preventiveRule(rule.id)]);
    try {
      if (!stored) {
        const created: PreventiveRule = {
          ...rule,
          version: 1,
          createdAt: now,
          updatedAt: now,
          updatedByBoUserId: byUserId as string,
        };
        await db().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.preventiveRule(rule.id), itemType: itemTypes.preventiveRule, ...created },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return;
      }
      if (sameFields(stored, rule)) return;
      const fields = Object.entries(ruleFields(rule));
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.preventiveRule(rule.id),
          UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}, #version = :next, updatedAt = :now, updatedByBoUserId = :by`,
          ConditionExpression: '#version = :read',
          ExpressionAttributeNames: {
            ...Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field])),
            '#version': 'version',
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])),
            ':next': (stored.version as number) + 1,
            ':read': stored.version,
            ':now': now,
            ':by': byUserId,
          },
        }),
      );
      return;
    } catch (failure) {
      // Operation 5 changed the rule in between: read it again and count from there.
      if (!(failure instanceof ConditionalCheckFailedException)) throw failure;
    }
  }
};

export const importLibrary = async (
  input: unknown,
  options: { now?: Date; byBackOfficeUserId?: string } = {},
): Promise<LibraryImportResult> => {
  const illFormed = illFormedText(input);
  if (illFormed.length > 0) return { ok: false, errors: illFormed };
  const parsed = librarySchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues, [], undefined, undefined) };
  const library = parsed.data;
  const errors = await crossChecks(library);
  if (errors.length > 0) return { ok: false, errors };
  const now = (options.now ?? new Date()).toISOString();
  const storedInstallations = new Map(
    (
      await batchGetItems(
        library.technicalInstallations.map((installation) => keys.libraryTechnicalInstallation(installation.id)),
      )
    ).map((item) => [item.id as string, item]),
  );
  await Promise.all(
    library.technicalInstallations.map((installation) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.libraryTechnicalInstallation(installation.id),
            itemType: itemTypes.libraryTechnicalInstallation,
            ...installation,
            createdAt: (storedInstallations.get(installation.id)?.createdAt as string | undefined) ?? now,
            updatedAt: now,
          },
        }),
      ),
    ),
  );
  for (const rule of library.preventiveRules) await saveRule(rule, options.byBackOfficeUserId ?? null, now);
  return { ok: true, installations: library.technicalInstallations.length, rules: library.preventiveRules.length };
};
