import type { FilePart, FileRecord } from '#shared/vocabulary/catalogue-format/json-stream.ts';

/** Records per chunk: what an import holds at once, and the unit of its progress (docs/import-jobs.md). */
export const importChunkSize = 1000;

/** A pass's records in chunks of `size` (the last one shorter); the pass's envelope is left out. */
export async function* recordChunks(parts: AsyncIterable<FilePart>, size: number): AsyncGenerator<FileRecord[]> {
  let chunk: FileRecord[] = [];
  for await (const part of parts) {
    if (!('record' in part)) break;
    chunk.push(part.record);
    if (chunk.length < size) continue;
    yield chunk;
    chunk = [];
  }
  if (chunk.length > 0) yield chunk;
}
