import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';

/**
 * An import job: a catalogue file uploaded by a back-office user and imported inside AWS by the
 * import queue's worker (docs/import-jobs.md). `awaitingUpload` until started; `queued` until a
 * worker takes it; `running` while one works on it (again after a step that paused or died);
 * `succeeded` or `failed` for good.
 */
export const importJobStates = ['awaitingUpload', 'queued', 'running', 'succeeded', 'failed'] as const;
type ImportJobState = (typeof importJobStates)[number];

export interface ImportJob {
  id: string;
  state: ImportJobState;
  /** The back-office user who created and started it. */
  createdBy: string;
  createdAt: string;
  /** The declared size of the uploaded file, in bytes. */
  fileSize: number;
  /** The S3 multipart upload of the file, which the start completes. */
  uploadId: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The organization the file names, once a worker has read it. */
  organizationId: string | null;
  /** SHA-256 of the file's bytes, once a worker has read it. */
  fileSha256: string | null;
  /**
   * The ETag of the object the first pass read: every later pass reads it with `IfMatch`, so that
   * a job imports the very bytes it digested. Absent until the first pass.
   */
  fileEtag?: string;
  /** Records the file holds, and the record items written so far. */
  records: { total: number | null; written: number };
  /** Steps taken (a step ends when the import finishes, pauses before the worker's time runs out, or dies). */
  steps: number;
  /**
   * Why the file was refused (the same record/field/rule lines as `npm run import`): at most
   * `maxListedProblems`, each value cut and all of them within `maxProblemBytes`; `problemCount` counts all.
   */
  problems: CatalogueError[];
  problemCount: number;
  /** Why a job failed other than by its file's problems: `<code>: <sentence>`, at most `maxValueChars`. */
  failure: string | null;
  updatedAt: string;
}

export const importJobLimits = {
  /** 640 parts (S3 takes 10,000). */
  maxFileBytes: 5 * 1024 ** 3,
  /**
   * The file is uploaded in parts of 8 MiB (the last one the rest): more than S3's least part
   * (5 MiB), less than the largest request body of the local S3 stand-in (fauxqs, 11 MiB).
   */
  partBytes: 8 * 1024 ** 2,
  /**
   * Part URLs signed at once: the creation's answer lists the first parts, and the client asks for
   * the others, a batch at a time, as its upload reaches them (docs/import-jobs.md). 64 parts are
   * 512 MiB (a file of a million records is 482 MiB); their URLs, about 2 KB each in AWS where each
   * carries the function's session token, make an answer of about 130 KB.
   */
  partUrlBatch: 64,
  maxListedProblems: 1000,
  /**
   * The most characters of each value a job item holds (a problem's field and message, the
   * failure): a file names its own fields, and a hostile one names them with megabytes.
   */
  maxValueChars: 300,
  /**
   * The most bytes of problems a job item holds, measured as their JSON text in UTF-8 (an upper
   * bound of their size in DynamoDB): with the item's other attributes (under 2 KB) the item stays
   * under 260 KB, well within DynamoDB's 400 KB (docs/import-jobs.md, "The job item").
   */
  maxProblemBytes: 256 * 1024,
  /** Steps of one job before it is given up as failed. */
  maxSteps: 50,
} as const;

/** Deliveries of a step that run it (`importDelivery`). */
const stepAttempts = 3;

/**
 * How import steps are delivered: one message per step, one step per invocation. The worker runs
 * up to 15 minutes (Lambda's most) and pauses a minute before, so the visibility timeout outlasts it.
 * A step runs on its first `stepAttempts` deliveries; the one after (the queue's last,
 * `maxReceiveCount`) comes only when the last attempt died without an answer (a crash, the
 * timeout) and ends the job `failed` without running, so that no job outlives its message
 * (docs/import-jobs.md, "Every job ends").
 */
export const importDelivery = {
  workerTimeoutSeconds: 900,
  visibilityTimeoutSeconds: 960,
  /** A step pauses when less than this is left of its invocation. */
  pauseMarginMs: 60_000,
  stepAttempts,
  maxReceiveCount: stepAttempts + 1,
} as const;

/** The sizes of the parts a file of `size` bytes is uploaded in: `partBytes` each, the last one the rest. */
export const partSizesOf = (size: number): number[] => {
  const count = Math.ceil(size / importJobLimits.partBytes);
  return Array.from({ length: count }, (_, index) =>
    index < count - 1 ? importJobLimits.partBytes : size - (count - 1) * importJobLimits.partBytes,
  );
};

/** Parts `from` to `from + count - 1` of a file of `size` bytes (1 is the first), those past its last left out. */
export const partsOf = (size: number, from: number, count: number): { partNumber: number; size: number }[] =>
  partSizesOf(size)
    .map((partSize, index) => ({ partNumber: index + 1, size: partSize }))
    .slice(from - 1, from - 1 + count);
