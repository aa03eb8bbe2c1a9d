/**
 * Ids are global facts (docs/catalogue-import.md, "Ids"): every uuid a file gives belongs to one
 * organization and one kind of item for ever. A file naming an id that another organization or
 * another section already holds, or giving one uuid to two things, is rejected whole.
 */

import { claimNamedIds } from '#shared/stores/ids/id-claim-repository.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { describeOwner, type IdOwner, sameOwner } from '#shared/vocabulary/ids/id-claim.ts';

/** One id the file gives, where it gives it, and what it names. */
interface GivenId {
  id: string;
  field: string;
  recordIndex?: number;
  owner: IdOwner;
}

/** Every id the file gives: the organization's, each record's, user's and section item's. */
const idsGivenBy = (catalogue: Catalogue): GivenId[] => {
  const organizationId = catalogue.organization.id;
  const section =
    (name: 'labels' | 'plans' | 'planPoints' | 'inboxItems' | 'attachments', owned: IdOwner['section']) =>
    ({ id }: { id: string }, index: number): GivenId => ({
      id,
      field: `${name}[${index}].id`,
      owner: { organizationId, section: owned } as IdOwner,
    });
  return [
    { id: organizationId, field: 'organization.id', owner: { organizationId, section: 'organization' } },
    ...catalogue.records.map((record, index) => ({
      id: record.id,
      field: `records[${index}].id`,
      recordIndex: index,
      owner: { organizationId, section: 'record', kind: record.kind } as const,
    })),
    // A user is the member record of the same id.
    ...catalogue.users.map((user, index) => ({
      id: user.id,
      field: `users[${index}].id`,
      owner: { organizationId, section: 'record', kind: 'member' } as const,
    })),
    ...catalogue.labels.map(section('labels', 'label')),
    ...catalogue.plans.map(section('plans', 'plan')),
    ...catalogue.planPoints.map(section('planPoints', 'planPoint')),
    ...catalogue.inboxItems.map(section('inboxItems', 'inboxItem')),
    ...catalogue.attachments.map(section('attachments', 'attachment')),
  ];
};

const idError = (given: GivenId, where: string): CatalogueError => ({
  ...(given.recordIndex !== undefined && { recordIndex: given.recordIndex }),
  field: given.field,
  rule: 'id_in_use',
  message: `${given.field}: ${given.id} is already ${where}`,
});

/** Two things of the file under one uuid (a user and a record of another kind are reported by the validation). */
const checkWithinFile = (given: readonly GivenId[]): CatalogueError[] => {
  const first = new Map<string, GivenId>();
  const errors: CatalogueError[] = [];
  for (const entry of given) {
    const earlier = first.get(entry.id);
    if (!earlier) first.set(entry.id, entry);
    else if (!sameOwner(earlier.owner, entry.owner) && !isUserAndRecord(earlier, entry))
      errors.push(idError(entry, `the id of ${earlier.field} in this file`));
  }
  return errors;
};

const isUserAndRecord = (a: GivenId, b: GivenId) =>
  [a.field, b.field].some((field) => field.startsWith('users[')) &&
  [a.field, b.field].some((field) => field.startsWith('records['));

/** The file's ids against their stored owners, and against each other. */
const checkGivenIds = (given: readonly GivenId[], storedOwners: ReadonlyMap<string, IdOwner>): CatalogueError[] => [
  ...checkWithinFile(given),
  ...given.flatMap((entry) => {
    const owner = storedOwners.get(entry.id);
    return owner && !sameOwner(owner, entry.owner) ? [idError(entry, `the id of ${describeOwner(owner)}`)] : [];
  }),
];

/** The ids no one holds yet, each with the owner the file gives it. */
const unclaimedIds = (given: readonly GivenId[], storedOwners: ReadonlyMap<string, IdOwner>): Map<string, IdOwner> =>
  new Map(given.filter((entry) => !storedOwners.has(entry.id)).map((entry) => [entry.id, entry.owner]));

/**
 * Checks the file's ids against the registry and claims those no one holds yet, before anything
 * else is written. Another organization's import naming one of them at the same instant: whoever
 * takes the id first keeps it, and the other file is rejected naming it (id-claim-repository.ts).
 */
export const claimGivenIds = async (catalogue: Catalogue): Promise<CatalogueError[]> => {
  const given = idsGivenBy(catalogue);
  let errors: CatalogueError[] = [];
  await claimNamedIds(
    given.map((entry) => entry.id),
    (owners) => {
      errors = checkGivenIds(given, owners);
      return errors.length === 0 ? unclaimedIds(given, owners) : undefined;
    },
  );
  return errors;
};
