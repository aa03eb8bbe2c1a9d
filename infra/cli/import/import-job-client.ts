import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';

/**
 * `npm run import` as a client of an import job (docs/import-jobs.md): create the job, PUT the
 * file's parts, start it, and follow it until it ends, with the records written as a progress bar.
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

/** Where each part of the file goes, as the job's creation answers it. */
interface PartUploads {
  parts: { partNumber: number; size: number; url: string }[];
}

/**
 * PUTs each part of `file` (its bytes in order from the start, the sizes the job gave), four at a
 * time: the parts and the ETag S3 answered each with, as the start takes them.
 */
export const uploadParts = async (upload: PartUploads, file: Uint8Array) => {
  let offset = 0;
  const slices = upload.parts.map((part) => {
    offset += part.size;
    return { part, body: file.subarray(offset - part.size, offset) };
  });
  return mapLimited(slices, 4, async ({ part, body }) => {
    const put = await fetch(part.url, { method: 'PUT', body: new Uint8Array(body) });
    if (!put.ok) throw new Error(`part ${part.partNumber} of the file was refused: ${put.status} ${await put.text()}`);
    const etag = put.headers.get('etag');
    if (!etag) throw new Error(`part ${part.partNumber} of the file was answered without an ETag`);
    return { partNumber: part.partNumber, etag };
  });
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
  const parts = await uploadParts(upload, file);
  let current = await callApi<JobView>(target, 'POST', `/bo/imports/v1/${job.id}/start`, { parts });
  while (current.state !== 'succeeded' && current.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await callApi<JobView>(target, 'GET', `/bo/imports/v1/${job.id}`);
    if (current.records.total !== null) onProgress(current.records.written, current.records.total);
  }
  return current;
};
