/**
 * What an import run stages until its end (staged-words.ts, staged-counters.ts) has in common: lines
 * cut in parts that fit an item, stored deflated (a staged item is paid twice, written and deleted),
 * keyed by a chunk number of at most 6 digits, and a TTL for a run given up.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** How long an abandoned run's staging stays before DynamoDB's TTL removes it: far past a run's day. */
const STAGING_DAYS = 7;

/** Chunk numbers are padded to 6 digits in the keys. */
const MAX_CHUNK = 999_999;

/** Refuses a chunk number the keys cannot hold. */
export const checkStagedChunk = (chunk: number): void => {
  if (!Number.isInteger(chunk) || chunk < 0 || chunk > MAX_CHUNK)
    throw new RangeError(`chunk ${chunk} is not a whole number from 0 to ${MAX_CHUNK}`);
};

/** The epoch second a staged item expires at, written now. */
export const stagingExpiry = (): number => Math.ceil(Date.now() / 1000) + STAGING_DAYS * 86_400;

/** The lines cut in parts of at most `maxCharacters` (a longer line alone in its part), in their order. */
export const linesInParts = (lines: Iterable<string>, maxCharacters: number): string[][] => {
  const parts: string[][] = [[]];
  let characters = 0;
  for (const line of lines) {
    if (characters > 0 && characters + line.length > maxCharacters) {
      parts.push([]);
      characters = 0;
    }
    parts[parts.length - 1]!.push(line);
    characters += line.length + 1;
  }
  return parts;
};

export const packed = (lines: readonly string[]): Uint8Array => deflateRawSync(lines.join('\n'));
export const unpacked = (stored: Uint8Array): string[] => inflateRawSync(stored).toString('utf8').split('\n');
