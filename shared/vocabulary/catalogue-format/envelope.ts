/**
 * A catalogue file without its records' content (`records` left `[]`, as a stream reader gives it):
 * its format, organization, users and v2 sections, checked whole. The records are checked one at a
 * time by the passes of `catalogue-check.ts`.
 */
import type * as z from 'zod/mini';
import type { CatalogueError } from './catalogue-error.ts';
import { issuesToErrors } from './issue-errors.ts';
import { isObject } from './record-index.ts';
import { CATALOGUE_FORMAT_V2, type Catalogue, catalogueEnvelopeSchema, catalogueEnvelopeSchemaV2 } from './schema.ts';
import { illFormedText } from './well-formed-text.ts';

type EnvelopeData = z.output<typeof catalogueEnvelopeSchema> | z.output<typeof catalogueEnvelopeSchemaV2>;

interface CheckedEnvelope {
  /** Whether the records are read as `catalogue/v2` records (the file says so, valid or not). */
  v2: boolean;
  /** The file without records, when the envelope is valid: the v2 sections empty for a v1 file, every user's labels listed. */
  catalogue: Catalogue | undefined;
  /** Its errors of shape, then of text, in the file's order. */
  errors: CatalogueError[];
}

export const checkEnvelope = (envelope: unknown): CheckedEnvelope => {
  const v2 = isObject(envelope) && envelope.format === CATALOGUE_FORMAT_V2;
  const parsed = (v2 ? catalogueEnvelopeSchemaV2 : catalogueEnvelopeSchema).safeParse(envelope, { reportInput: true });
  const errors = parsed.success ? [] : issuesToErrors(parsed.error.issues, [], undefined, undefined);
  errors.push(...illFormedText(envelope));
  return { v2, catalogue: parsed.success ? catalogueOf(parsed.data, v2) : undefined, errors };
};

const catalogueOf = (data: EnvelopeData, v2: boolean): Catalogue => {
  const sections = v2 ? (data as z.output<typeof catalogueEnvelopeSchemaV2>) : undefined;
  return {
    format: data.format,
    organization: data.organization,
    users: data.users.map((user) => ({ labelIds: [], ...user })),
    records: [],
    labels: sections?.labels ?? [],
    plans: sections?.plans ?? [],
    planPoints: sections?.planPoints ?? [],
    inboxItems: sections?.inboxItems ?? [],
    attachments: sections?.attachments ?? [],
  };
};
