import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';

/**
 * `npm run import` as a client of an import job (docs/import-jobs.md): create the job, PUT the
 * file, start it, and follow it until it ends, with the records written as a progress bar.
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

export const runImportJob = async (
  target: JobApi,
  file: Buffer,
  onProgress: (written: number, total: number) => void,
  pollMs = 1000,
): Promise<JobView> => {
  const { job, upload } = await callApi<{ job: JobView; upload: { url: string; headers: Record<string, string> } }>(
    target,
    'POST',
    '/bo/imports/v1',
    { size: file.length },
  );
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(file) });
  if (!put.ok) throw new Error(`the upload of the file was refused: ${put.status} ${await put.text()}`);
  let current = await callApi<JobView>(target, 'POST', `/bo/imports/v1/${job.id}/start`);
  while (current.state !== 'succeeded' && current.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await callApi<JobView>(target, 'GET', `/bo/imports/v1/${job.id}`);
    if (current.records.total !== null) onProgress(current.records.written, current.records.total);
  }
  return current;
};
