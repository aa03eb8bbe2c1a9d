import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { importJobLimits } from '#shared/vocabulary/imports/import-job.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';

/**
 * `npm run import` as a client of an import job (docs/import-jobs.md): create the job, PUT the
 * file's parts (asking for their URLs a batch at a time), start it, and follow it until it ends, with the records written as a progress bar.
 */
interface JobView {
  id: string;
  state: string;
  records: { total: number | null; written: number };
  problems: CatalogueError[];
  problemCount: number;
  failure: string | null;
  organizationId: string | null;
}

interface JobApi {
  /** The main API's base URL. */
  api: string;
  /** `Bearer …` of a back-office user. */
  authorization: string;
}

const callApi = async <T>({ api, authorization }: JobApi, method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${api.replace(/\/+$/, '')}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.error}: ${answer.message}`);
  return answer;
};

/** Where some of the file's parts go, as the job's creation and its parts operation answer them. */
interface PartUploads {
  parts: { partNumber: number; size: number; url: string }[];
  expiresAt: string;
  partCount: number;
}

/** Asks the job for parts `from` to `from + count - 1`, signed now (`listImportJobPartsBOV1`). */
type AskParts = (from: number, count: number) => Promise<PartUploads>;

/**
 * A URL that expires within this is asked for again before its PUT: S3 checks the expiry when the
 * request reaches it, by its own clock, not the client's.
 */
const expiryMarginMs = 60_000;

/** The part's bytes: every part before it is of `partBytes`. */
const partBytesOf = (file: Uint8Array, part: { partNumber: number; size: number }) => {
  const offset = (part.partNumber - 1) * importJobLimits.partBytes;
  return new Uint8Array(file.subarray(offset, offset + part.size));
};

/**
 * The file's part URLs, each from the batch that signed it last: the creation's first, then a batch
 * asked for from the first part that has none, or whose URL is stale. Parts asked for together share
 * their batch, so the parts behind a stale one find it renewed rather than asking again.
 */
const partSigner = (first: PartUploads, askParts: AskParts) => {
  const batches = new Map<number, Promise<PartUploads>>();
  const keep = (batch: Promise<PartUploads>, partNumbers: readonly number[]) => {
    for (const partNumber of partNumbers) batches.set(partNumber, batch);
    return batch;
  };
  const ask = (from: number) => {
    const last = Math.min(from + importJobLimits.partUrlBatch - 1, first.partCount);
    const partNumbers = Array.from({ length: last - from + 1 }, (_, index) => from + index);
    return keep(askParts(from, partNumbers.length), partNumbers);
  };
  const listed = first.parts.map(({ partNumber }) => partNumber);
  keep(Promise.resolve(first), listed);
  /** The part's URL, and its batch; asked for again when the batch it had is `stale`. */
  return async (partNumber: number, stale?: Promise<PartUploads>) => {
    const known = batches.get(partNumber);
    const batch = known && known !== stale ? known : ask(partNumber);
    const answer = await batch;
    const part = answer.parts.find((listed) => listed.partNumber === partNumber);
    if (!part) throw new Error(`the job listed no URL for part ${partNumber} of the file`);
    return { ...part, expiresAt: answer.expiresAt, batch };
  };
};

/**
 * PUTs each part of `file` (its bytes in order from the start, the sizes the job gave), four at a
 * time, with URLs signed as the upload reaches them: the creation's first batch (`upload`), then
 * each batch after it asked for through `askParts`. A part whose URL has expired, or that S3
 * refuses (403), is asked for again and retried once. The parts and the ETag S3 answered each with,
 * as the start takes them.
 */
export const uploadParts = (upload: PartUploads, file: Uint8Array, askParts: AskParts) => {
  const signedPart = partSigner(upload, askParts);
  const put = async (partNumber: number) => {
    let part = await signedPart(partNumber);
    if (Date.parse(part.expiresAt) - expiryMarginMs <= Date.now()) part = await signedPart(partNumber, part.batch);
    const body = partBytesOf(file, part);
    let answer = await fetch(part.url, { method: 'PUT', body });
    if (answer.status === 403) {
      await answer.body?.cancel();
      answer = await fetch((await signedPart(partNumber, part.batch)).url, { method: 'PUT', body });
    }
    if (!answer.ok)
      throw new Error(`part ${partNumber} of the file was refused: ${answer.status} ${await answer.text()}`);
    const etag = answer.headers.get('etag');
    if (!etag) throw new Error(`part ${partNumber} of the file was answered without an ETag`);
    return { partNumber, etag };
  };
  const partNumbers = Array.from({ length: upload.partCount }, (_, index) => index + 1);
  return mapLimited(partNumbers, 4, put);
};

export const runImportJob = async (
  target: JobApi,
  file: Buffer,
  onProgress: (written: number, total: number) => void,
  pollMs = 1000,
): Promise<JobView> => {
  const { job, upload } = await callApi<{ job: JobView; upload: PartUploads }>(target, 'POST', '/bo/imports/v1', {
    size: file.length,
  });
  const parts = await uploadParts(upload, file, (from, count) =>
    callApi<PartUploads>(target, 'GET', `/bo/imports/v1/${job.id}/parts?from=${from}&count=${count}`),
  );
  let current = await callApi<JobView>(target, 'POST', `/bo/imports/v1/${job.id}/start`, { parts });
  while (current.state !== 'succeeded' && current.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await callApi<JobView>(target, 'GET', `/bo/imports/v1/${job.id}`);
    if (current.records.total !== null) onProgress(current.records.written, current.records.total);
  }
  return current;
};
