/**
 * Which step of an import failed, and whether any item was written by then, so that the operator
 * reads one line: what failed, and whether the organization is as it was or a re-run must finish
 * the job (every write step is idempotent, docs/catalogue-import.md, "When an import fails").
 */
type ImportStep =
  | 'reading what the organization holds'
  | 'storing files'
  | 'claiming ids'
  | 'writing the organization and users'
  | 'disabling sign-ins'
  | 'enabling sign-ins'
  | 'writing records'
  | 'writing plans, plan points, labels and inbox items'
  | 'writing attachments'
  | 'counting';

export class ImportStepError extends Error {
  constructor(
    readonly step: ImportStep,
    /** False while the organization is as it was before the import. */
    readonly wroteItems: boolean,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`failed while ${step}: ${reason.replace(/\s+/g, ' ')}`, { cause });
  }
}

/** Runs one step, naming it on failure. */
export const inStep = async <T>(step: ImportStep, wroteItems: boolean, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ImportStepError ? error : new ImportStepError(step, wroteItems, error);
  }
};
