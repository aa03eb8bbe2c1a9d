/**
 * A checked file's parts, parsed again for writing (the write pass reads the file a chunk at a
 * time and holds nothing of the check): its envelope, and each record by the record schema of the
 * file's format and its kind.
 */
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { checkEnvelope } from './envelope.ts';
import { CATALOGUE_FORMAT_V2, type Catalogue, type CatalogueRecord, recordSchemas, recordSchemasV2 } from './schema.ts';

/** The parsed record; throws when it is not valid, which a checked file's records are. */
export const parseRecord = (raw: unknown, format: string): CatalogueRecord => {
  const schemas = format === CATALOGUE_FORMAT_V2 ? recordSchemasV2 : recordSchemas;
  const kind = (raw as { kind: Kind }).kind;
  return schemas[kind].parse(raw) as CatalogueRecord;
};

/** The checked file's envelope (its `records` left `[]`), as its check reads it (envelope.ts). */
export const parseEnvelope = (envelope: unknown): Catalogue => {
  const { catalogue } = checkEnvelope(envelope);
  if (!catalogue) throw new Error('parseEnvelope is given an envelope the check found invalid');
  return catalogue;
};
