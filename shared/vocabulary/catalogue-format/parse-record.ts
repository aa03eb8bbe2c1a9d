/**
 * A checked file's parts, parsed again for writing (the write pass reads the file a chunk at a
 * time and holds nothing of the check): its envelope, and each record by the record schema of the
 * file's format and its kind.
 */
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import {
  CATALOGUE_FORMAT_V2,
  type Catalogue,
  type CatalogueRecord,
  catalogueEnvelopeSchema,
  catalogueEnvelopeSchemaV2,
  recordSchemas,
  recordSchemasV2,
} from './schema.ts';

/** The parsed record; throws when it is not valid, which a checked file's records are. */
export const parseRecord = (raw: unknown, format: string): CatalogueRecord => {
  const schemas = format === CATALOGUE_FORMAT_V2 ? recordSchemasV2 : recordSchemas;
  const kind = (raw as { kind: Kind }).kind;
  return schemas[kind].parse(raw) as CatalogueRecord;
};

/** The checked file's envelope (its `records` left `[]`), with the v2 sections empty for a v1 file and every user's labels listed. */
export const parseEnvelope = (envelope: unknown): Catalogue => {
  const v2 = (envelope as { format?: unknown }).format === CATALOGUE_FORMAT_V2;
  const data = (v2 ? catalogueEnvelopeSchemaV2 : catalogueEnvelopeSchema).parse(envelope);
  const sections = v2 ? (data as Partial<Catalogue>) : {};
  return {
    format: data.format,
    organization: data.organization,
    users: data.users.map((user) => ({ labelIds: [], ...user })),
    records: [],
    labels: sections.labels ?? [],
    plans: sections.plans ?? [],
    planPoints: sections.planPoints ?? [],
    inboxItems: sections.inboxItems ?? [],
    attachments: sections.attachments ?? [],
  };
};
