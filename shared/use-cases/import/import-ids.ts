/**
 * Ids are global facts (docs/catalogue-import.md, "Ids"): every uuid a file gives belongs to one
 * organization and one kind of item for ever. A file naming an id that another organization or
 * another section already holds, or giving one uuid to two things, is rejected whole.
 */

import { claimNamedIds } from '#shared/stores/ids/id-claim-repository.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { Catalogue, CatalogueRecord } from '#shared/vocabulary/catalogue-format/schema.ts';
import { describeOwner, type IdOwner, sameOwner } from '#shared/vocabulary/ids/id-claim.ts';

/** One id the file gives, where it gives it, and what it names. */
interface GivenId {
  id: string;
  field: string;
  recordIndex?: number;
  owner: IdOwner;
}

/** The ids the envelope gives: the organization's, each user's and section item's. */
const envelopeIds = (catalogue: Catalogue): GivenId[] => {
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

/** The ids a chunk of records gives. */
const recordIds = (organizationId: string, records: readonly { record: CatalogueRecord; index: number }[]): GivenId[] =>
  records.map(({ record, index }) => ({
    id: record.id,
    field: `records[${index}].id`,
    recordIndex: index,
    owner: { organizationId, section: 'record', kind: record.kind } as const,
  }));

const idError = (given: GivenId, where: string): CatalogueError => ({
  ...(given.recordIndex !== undefined && { recordIndex: given.recordIndex }),
  field: given.field,
  rule: 'id_in_use',
  message: `${given.field}: ${given.id} is already ${where}`,
});

/**
 * Two things of the file under one uuid, the later one named (the file's order: organization,
 * records, users, sections); a user and a record of another kind are reported by the validation.
 */
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

/** A chunk's records against the envelope's ids: the organization comes before them, users and sections after. */
const checkAgainstEnvelope = (records: readonly GivenId[], envelope: readonly GivenId[]): CatalogueError[] => {
  const [organization, ...after] = envelope;
  const recordsById = new Map(records.map((entry) => [entry.id, entry]));
  return [
    ...checkWithinFile([organization!, ...records]).filter((error) => error.field !== organization!.field),
    ...after.flatMap((entry) => {
      const record = recordsById.get(entry.id);
      return record ? checkWithinFile([record, entry]) : [];
    }),
  ];
};

const isUserAndRecord = (a: GivenId, b: GivenId) =>
  [a.field, b.field].some((field) => field.startsWith('users[')) &&
  [a.field, b.field].some((field) => field.startsWith('records['));

/** The ids against their stored owners. */
const checkStoredOwners = (given: readonly GivenId[], storedOwners: ReadonlyMap<string, IdOwner>): CatalogueError[] =>
  given.flatMap((entry) => {
    const owner = storedOwners.get(entry.id);
    return owner && !sameOwner(owner, entry.owner) ? [idError(entry, `the id of ${describeOwner(owner)}`)] : [];
  });

/** The ids no one holds yet, each with the owner the file gives it. */
const unclaimedIds = (given: readonly GivenId[], storedOwners: ReadonlyMap<string, IdOwner>): Map<string, IdOwner> =>
  new Map(given.filter((entry) => !storedOwners.has(entry.id)).map((entry) => [entry.id, entry.owner]));

/** Checks the ids against the registry and claims those no one holds yet; `withinFile` are the file's own conflicts among them. */
const claim = async (given: readonly GivenId[], withinFile: CatalogueError[]): Promise<CatalogueError[]> => {
  let errors: CatalogueError[] = [];
  await claimNamedIds(
    given.map((entry) => entry.id),
    (owners) => {
      errors = [...withinFile, ...checkStoredOwners(given, owners)];
      return errors.length === 0 ? unclaimedIds(given, owners) : undefined;
    },
  );
  return errors;
};

/** A chunk's records' ids against the envelope's, without the registry: the file's own conflicts. */
export const conflictsWithinFile = (
  catalogue: Catalogue,
  records: readonly { record: CatalogueRecord; index: number }[],
): CatalogueError[] => checkAgainstEnvelope(recordIds(catalogue.organization.id, records), envelopeIds(catalogue));

/**
 * Checks the ids of the envelope (with no `records`) or of a chunk of its records against the
 * registry and the file's other ids, and claims those no one holds yet, before anything else is
 * written. Another organization's import naming one of them at the same instant: whoever takes the
 * id first keeps it, and the other file is rejected naming it (id-claim-repository.ts). The claims
 * of earlier chunks stay when a later one fails: they are the organization's ids, as the file says.
 */
export const claimGivenIds = async (
  catalogue: Catalogue,
  records?: readonly { record: CatalogueRecord; index: number }[],
): Promise<CatalogueError[]> => {
  const envelope = envelopeIds(catalogue);
  if (!records) return claim(envelope, checkWithinFile(envelope));
  const given = recordIds(catalogue.organization.id, records);
  return claim(given, checkAgainstEnvelope(given, envelope));
};
