/**
 * How a catalogue file's problem is reported, apart from the validation that finds most of them, so
 * that every check (the text rule, given ids, files, the library import) reports alike without
 * importing the validation.
 */

/** The rule an error broke. */
export type CatalogueRule =
  // shape
  | 'required'
  | 'type'
  | 'unknown_property'
  | 'enum'
  | 'literal'
  | 'status'
  | 'uuid'
  | 'ref'
  | 'timestamp'
  | 'email'
  | 'timezone'
  | 'format'
  | 'min_length'
  | 'max_length'
  | 'min'
  | 'max'
  | 'min_items'
  | 'max_items'
  | 'invalid'
  // across records
  | 'duplicate_id'
  | 'duplicate_ref'
  | 'duplicate_email'
  | 'id_kind_conflict'
  | 'id_in_use'
  | 'unfinished_import'
  | 'relation_missing'
  | 'relation_kind'
  | 'label_type'
  | 'plan_unit'
  | 'file'
  | 'organization_type'
  | 'json'
  // text JSON and DynamoDB cannot carry
  | 'text';

export interface CatalogueError {
  /** Index in `records` when the error is about a record. */
  recordIndex?: number;
  /** Path from the file's root: `records[12].priority`, `organization.timezone`, `users[0].email`. */
  field: string;
  rule: CatalogueRule;
  /** `<field>: <what is wrong>`. */
  message: string;
}

/** File-level errors first, then by record index; the order within a record is kept. */
export const sortErrors = (errors: CatalogueError[]): CatalogueError[] =>
  errors
    .map((error, position) => ({ error, position }))
    .sort((a, b) => (a.error.recordIndex ?? -1) - (b.error.recordIndex ?? -1) || a.position - b.position)
    .map(({ error }) => error);
