import * as z from 'zod/mini';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

/** The answer of an operation that makes, changes or queues one record and has nothing more to say: the record's id. */
export const recordIdSchema = z.strictObject({ id: uuid });
nameSchema(recordIdSchema, 'RecordId');
