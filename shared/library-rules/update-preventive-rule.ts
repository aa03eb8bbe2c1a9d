import { conflict, HttpError, notFound, type ValidationIssue } from '../http/errors.ts';
import { commitRuleUpdate, findPreventiveRule, missingLibraryInstallationIds } from './library-repository.ts';
import type { PreventiveRuleChanges } from './preventive-rule.ts';

export interface RuleUpdateRequest {
  ruleId: string;
  changes: PreventiveRuleChanges;
  /** The version the client read (If-Match); without it the update applies to whatever version is current. */
  ifMatch: number | undefined;
  byUserId: string;
}

/** Without If-Match, a lost race is retried on the fresh version; this bounds how often. */
const maxAttempts = 3;

const unknownInstallations = (changes: PreventiveRuleChanges, missing: readonly string[]) =>
  new HttpError(
    'not_found',
    'Library technical installation not found',
    (changes.libraryTechnicalInstallationIds ?? []).flatMap((id, index): ValidationIssue[] =>
      missing.includes(id)
        ? [{ location: 'body', path: `libraryTechnicalInstallationIds[${index}]`, message: `no library technical installation has the id ${id}`, code: 'not_found' }]
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
    [{ location: 'body', path: changes.mainLibraryTechnicalInstallationId === undefined ? 'libraryTechnicalInstallationIds' : 'mainLibraryTechnicalInstallationId', code: 'main_not_listed' }],
  );

const staleVersion = (sent: number, current: number) =>
  conflict(`The rule changed since version ${sent} was read; it is at version ${current}. Read it again and reapply the change`, {
    currentVersion: current,
  });

/**
 * Updates a preventive library rule with optimistic concurrency: every update adds one to the
 * version, and the write only happens if the rule is still at the version the checks were made on.
 * A client that sends If-Match learns of any change since its read (409); a client that does not is
 * simply applied to the newest version.
 */
export const updatePreventiveRule = async ({ ruleId, changes, ifMatch, byUserId }: RuleUpdateRequest): Promise<{ id: string; version: number }> => {
  let installationsChecked = !changes.libraryTechnicalInstallationIds;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const rule = await findPreventiveRule(ruleId);
    if (!rule) throw notFound('Preventive library rule');
    if (ifMatch !== undefined && ifMatch !== rule.version) throw staleVersion(ifMatch, rule.version);
    if (!installationsChecked) {
      const missing = await missingLibraryInstallationIds(changes.libraryTechnicalInstallationIds!);
      if (missing.length > 0) throw unknownInstallations(changes, missing);
      installationsChecked = true;
    }
    const mainId = changes.mainLibraryTechnicalInstallationId ?? rule.mainLibraryTechnicalInstallationId;
    if (!(changes.libraryTechnicalInstallationIds ?? rule.libraryTechnicalInstallationIds).includes(mainId)) {
      throw mainInstallationConflict(changes, mainId);
    }
    const version = await commitRuleUpdate({ ruleId, changes, expectedVersion: rule.version, byUserId, at: new Date().toISOString() });
    if (version !== undefined) return { id: rule.id, version };
    if (ifMatch !== undefined) {
      const current = await findPreventiveRule(ruleId);
      if (!current) throw notFound('Preventive library rule');
      throw staleVersion(ifMatch, current.version);
    }
  }
  throw conflict('The rule kept changing while the update was processed; retry');
};
