import { commitRuleUpdate, missingLibraryInstallationIds } from '#shared/stores/library-rules/library-repository.ts';
import { conflict, HttpError, notFound, type ValidationIssue } from '#shared/vocabulary/errors.ts';
import type { PreventiveRule, PreventiveRuleChanges } from '#shared/vocabulary/library-rules/preventive-rule.ts';

interface RuleUpdateRequest {
  ruleId: string;
  changes: PreventiveRuleChanges;
  /** The version the client read (If-Match); without it the update applies to whatever version is current. */
  ifMatch: number | undefined;
  byUserId: string;
}

const unknownInstallations = (changes: PreventiveRuleChanges, missing: readonly string[]) =>
  new HttpError(
    'not_found',
    'Library technical installation not found',
    (changes.libraryTechnicalInstallationIds ?? []).flatMap((id, index): ValidationIssue[] =>
      missing.includes(id)
        ? [
            {
              location: 'body',
              path: `libraryTechnicalInstallationIds[${index}]`,
              message: `no library technical installation has the id ${id}`,
              code: 'not_found',
            },
          ]
        : [],
    ),
  );

/**
 * The main installation must be one of the rule's installations. When the request sends only one
 * of the two fields, the other is the rule's current value, so the answer depends on the stored
 * rule: a 409 that says which field to send along.
 */
const mainInstallationConflict = (changes: PreventiveRuleChanges, mainId: string) =>
  conflict(
    changes.mainLibraryTechnicalInstallationId === undefined
      ? `The rule's main library technical installation ${mainId} is not among the installations sent; send mainLibraryTechnicalInstallationId too`
      : `The main library technical installation ${mainId} is not one of the rule's installations; send libraryTechnicalInstallationIds too`,
    [
      {
        location: 'body',
        path:
          changes.mainLibraryTechnicalInstallationId === undefined
            ? 'libraryTechnicalInstallationIds'
            : 'mainLibraryTechnicalInstallationId',
        code: 'main_not_listed',
      },
    ],
  );

const staleVersion = (sent: number, current: number) =>
  conflict(
    `The rule changed since version ${sent} was read; it is at version ${current}. Read it again and reapply the change`,
    {
      currentVersion: current,
    },
  );

/** Why the table refused the update, from the rule as it was stored at that moment. */
const refusal = (
  stored: PreventiveRule | undefined,
  changes: PreventiveRuleChanges,
  ifMatch: number | undefined,
): HttpError => {
  if (!stored) return notFound('Preventive library rule');
  if (ifMatch !== undefined && ifMatch !== stored.version) return staleVersion(ifMatch, stored.version);
  return mainInstallationConflict(
    changes,
    changes.mainLibraryTechnicalInstallationId ?? stored.mainLibraryTechnicalInstallationId,
  );
};

/**
 * Updates a preventive library rule in one conditional write (library-repository.ts): every update
 * adds one to the version. A client that sends If-Match learns of any change since its read (409);
 * a client that does not is applied to the newest version, alongside any concurrent update.
 */
export const updatePreventiveRule = async ({
  ruleId,
  changes,
  ifMatch,
  byUserId,
}: RuleUpdateRequest): Promise<{ id: string; version: number }> => {
  if (changes.libraryTechnicalInstallationIds) {
    const missing = await missingLibraryInstallationIds(changes.libraryTechnicalInstallationIds);
    if (missing.length > 0) throw unknownInstallations(changes, missing);
  }
  const outcome = await commitRuleUpdate({ ruleId, changes, ifMatch, byUserId, at: new Date().toISOString() });
  if (!outcome.updated) throw refusal(outcome.stored, changes, ifMatch);
  return { id: ruleId, version: outcome.version };
};
