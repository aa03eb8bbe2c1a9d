/**
 * What one analysis may do (docs/analyses.md, Bounds), in one place: the consumer, the reader of
 * report files and the queueing of analyses all take their limits from here. A file past a bound
 * ends its analysis `failed` with `file_too_complex`; the limits are checked before the work they
 * bound grows (a CSV's columns and cells as it is parsed, a PDF's inflated streams before pdf.js
 * reads it, its pages as they are read), so that an analysis stays within the consumer's 512 MB.
 */
export const analysisBounds = {
  /**
   * The work of one analysis (reading, parsing, analysing) ends within this many seconds of its
   * claim: well under the consumer's 60 s timeout, leaving time to read the file first and to
   * write the result or the failure after.
   */
  workSeconds: 40,
  /** Time kept back at the end of the invocation for writing the outcome, whatever the work's share. */
  finishReserveSeconds: 10,
  /** Text of a report, in characters, after extraction: what name matching reads against the catalogue. */
  maxTextCharacters: 2_000_000,
  /** Columns of a CSV record. */
  maxCsvColumns: 500,
  /** Cells of a CSV file, counted as it is parsed. */
  maxCsvCells: 500_000,
  /** Pages of a PDF. */
  maxPdfPages: 1_000,
  /** Bytes all the FlateDecode streams of a PDF inflate to, counted before pdf.js reads it. */
  maxPdfInflatedBytes: 64 * 1024 * 1024,
  /** Analyses of one organization `queued` or `running` at once; one more is refused (429). */
  maxActivePerOrganization: 20,
  /** The `Retry-After` of that refusal: about the time one analysis takes through the queue. */
  retryAfterSeconds: 60,
} as const;
