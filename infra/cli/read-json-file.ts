import { readFileSync } from 'node:fs';
import { jsonValueOf } from '#shared/vocabulary/catalogue-format/json-text.ts';

/** The value of a JSON file given on the command line (shared/vocabulary/catalogue-format/json-text.ts). */
export const readJsonFile = (file: string): unknown => jsonValueOf(readFileSync(file));
