/**
 * The check of a catalogue file as passes over its records, handed over one at a time in the file's
 * order, so that a file of any size is checked in the memory of its index (one number an id and a
 * ref) and its sections, never of its records (docs/import-jobs.md, "Memory"):
 *
 * 1. `new CatalogueCheck(envelope)`: the file without its records' content, checked whole.
 * 2. `first(raw, index)` for every record: its text, shape and id, into the index (record-index.ts).
 * 3. `sectionNeeds()`, then `startSecond(facts)`: what the organization holds that the sections'
 *    rules and the records' labels and authors are checked against, read once.
 * 4. `second(raw, index, stored)` for every record again, in chunks, each chunk's `stored` read by
 *    the keys `storedNeeds(chunk)` names: the rules across records (record-rules.ts).
 * 5. `finish()`: the sections' rules (section-rules.ts) and the result.
 *
 * `validateCatalogue` drives the same passes over a file in memory, so both give the same errors,
 * in the same order. At most `maxErrors` of them are kept: the first ones of that order, and the
 * count of all.
 */
import type { CatalogueError } from './catalogue-error.ts';
import { sortErrors } from './catalogue-error.ts';
import { checkEnvelope } from './envelope.ts';
import { RecordIndex } from './record-index.ts';
import { checkAcrossRecords, type StoredFacts, storedNeedsOf } from './record-rules.ts';
import type { Catalogue, CatalogueRecord } from './schema.ts';
import {
  checkRecordLabelsAndAuthor,
  checkSections,
  idsNamedBySections,
  type SectionLookups,
  type StoredSectionFacts,
  sectionLookups,
} from './section-rules.ts';

export type { StoredFacts } from './record-rules.ts';
export type { StoredSectionFacts } from './section-rules.ts';

export type CatalogueCheckResult =
  | { ok: true; catalogue: Catalogue }
  | { ok: false; errors: CatalogueError[]; errorCount: number };

/** Errors in the order they are reported (within one list): the first `limit` kept, all counted. */
class KeptErrors {
  readonly kept: CatalogueError[] = [];
  count = 0;
  constructor(private readonly limit: number) {}

  add(errors: readonly CatalogueError[]) {
    for (const error of errors) {
      this.count += 1;
      if (this.kept.length < this.limit) this.kept.push(error);
    }
  }
}

/** A set of record indexes, one bit each. */
class IndexBits {
  private bits = new Uint8Array(1024);

  add(index: number) {
    if (index >> 3 >= this.bits.length) {
      const grown = new Uint8Array(Math.max(this.bits.length * 2, (index >> 3) + 1));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[index >> 3]! |= 1 << (index & 7);
  }

  has(index: number): boolean {
    return ((this.bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
  }
}

type Phase = 'first' | 'between' | 'second' | 'finished';

/** One file's check, its passes called in order (above); a call out of order throws. */
export class CatalogueCheck {
  private readonly index: RecordIndex;
  private readonly catalogue: Catalogue | undefined;
  private readonly maxErrors: number;
  /** The file's errors (envelope, sections), each pass's errors: each list in its reported order. */
  private readonly errors: { file: KeptErrors; first: KeptErrors; second: KeptErrors; text: KeptErrors };
  /** The anomaly ids the plan points name. */
  private readonly pointAnomalies: Set<string>;
  /** Of those, the ones the file holds a valid record of → its unitIds (the last such record's, as the rules read them). */
  private readonly anomalyUnits = new Map<string, readonly string[]>();
  /** The records whose shape pass 1 found valid: pass 2 parses only those again. */
  private readonly valid = new IndexBits();
  private lookups: SectionLookups | undefined;
  private phase: Phase = 'first';
  private firstRecords = 0;
  private secondRecords = 0;

  /**
   * `envelope`: the file with `records` replaced by `[]` when it is an array (as the stream reader
   * gives it). Its format says how the records are read, wherever it stands in the file.
   */
  constructor(envelope: unknown, options: { maxErrors?: number } = {}) {
    const checked = checkEnvelope(envelope);
    this.index = new RecordIndex(checked.v2);
    this.catalogue = checked.catalogue;
    this.maxErrors = options.maxErrors ?? Number.POSITIVE_INFINITY;
    this.errors = { file: this.kept(), first: this.kept(), second: this.kept(), text: this.kept() };
    this.errors.file.add(checked.errors);
    this.errors.text.add(checked.errors.filter((error) => error.rule === 'text'));
    this.pointAnomalies = new Set(this.catalogue?.planPoints.map((point) => point.anomalyId));
  }

  /** Pass 1, every record in the file's order (`index` from 0): answers the parsed record when its shape is valid. */
  first(raw: unknown, index: number): CatalogueRecord | undefined {
    this.inPhase('first', index, this.firstRecords);
    this.firstRecords += 1;
    const { record, errors } = this.index.add(raw, index);
    this.errors.first.add(errors);
    this.errors.text.add(errors.filter((error) => error.rule === 'text'));
    if (record) this.valid.add(index);
    if (record?.kind === 'anomaly' && this.pointAnomalies.has(record.id))
      this.anomalyUnits.set(record.id, record.unitIds);
    return record;
  }

  /**
   * After pass 1 (and ending it): the stored kinds the sections' rules need (`StoredSectionFacts.ids`),
   * and the stored anomalies whose units the plan points need (`anomalyUnits`).
   */
  sectionNeeds(): { ids: string[]; anomalyIds: string[] } {
    if (this.phase === 'first') this.phase = 'between';
    this.inPhase('between');
    const named = this.catalogue ? idsNamedBySections(this.catalogue) : [];
    return {
      ids: [...new Set(named.filter((id) => !this.index.has(id)))],
      anomalyIds: [...this.pointAnomalies].filter((id) => !this.anomalyUnits.has(id)),
    };
  }

  /** Between the passes: what the organization holds of the sections, read once. */
  startSecond(stored: StoredSectionFacts): void {
    if (this.phase === 'first') this.phase = 'between';
    this.inPhase('between');
    this.phase = 'second';
    if (this.catalogue) this.lookups = sectionLookups(this.catalogue, stored, this.index, this.anomalyUnits);
  }

  /** The ids and refs of the organization that `second` reads for these records (`StoredFacts`' keys). */
  storedNeeds(records: readonly { raw: unknown }[]): ReturnType<typeof storedNeedsOf> {
    if (this.phase === 'first') throw new Error('the catalogue check needs every record of pass 1 first');
    return storedNeedsOf(
      records.map(({ raw }) => raw),
      this.index,
    );
  }

  /**
   * After pass 1: the file's text that DynamoDB cannot store (lone surrogates), which must not reach
   * even the reads of what the organization holds; the file is refused with these errors alone.
   */
  illFormedText(): { ok: false; errors: CatalogueError[]; errorCount: number } | undefined {
    const { text } = this.errors;
    return text.count === 0 ? undefined : { ok: false, errors: sortErrors(text.kept), errorCount: text.count };
  }

  /**
   * Pass 2, every record again in the file's order, `stored` holding what `storedNeeds` named for
   * its chunk: answers the parsed record when its shape is valid (its files are read by the caller).
   */
  second(raw: unknown, index: number, stored: StoredFacts): CatalogueRecord | undefined {
    const record = this.valid.has(index) ? this.index.recordOf(raw) : undefined;
    this.secondParsed(record, index, stored);
    return record;
  }

  /** In pass 2: what the caller found wrong with a record beyond its rules (a file it carries that cannot be read). */
  report(errors: readonly CatalogueError[]): void {
    this.inPhase('second');
    this.errors.second.add(errors);
  }

  /** Pass 2 of a record `first` answered, for a caller that keeps the records (`validateCatalogue`). */
  secondParsed(record: CatalogueRecord | undefined, index: number, stored: StoredFacts): void {
    this.inPhase('second', index, this.secondRecords);
    this.secondRecords += 1;
    if (!record) return;
    this.errors.second.add(checkAcrossRecords(record, index, this.index, stored));
    if (this.lookups) this.errors.second.add(checkRecordLabelsAndAuthor(this.lookups, record, index));
  }

  /** After pass 2: the sections' rules, and the result (the file without its records when it is valid). */
  finish(): CatalogueCheckResult {
    this.inPhase('second');
    if (this.secondRecords !== this.firstRecords) {
      throw new Error(`the catalogue check's pass 2 saw ${this.secondRecords} records of ${this.firstRecords}`);
    }
    this.phase = 'finished';
    if (this.lookups) this.errors.file.add(checkSections(this.lookups));
    const { file, first, second } = this.errors;
    const errorCount = file.count + first.count + second.count;
    if (errorCount === 0 && this.catalogue) return { ok: true, catalogue: this.catalogue };
    const errors = sortErrors([...file.kept, ...first.kept, ...second.kept]).slice(0, this.maxErrors);
    return { ok: false, errors, errorCount };
  }

  /** For the write pass, after a successful check: the parsed record of a raw record (the schema's output). */
  recordOf(raw: unknown): CatalogueRecord {
    const record = this.index.recordOf(raw);
    if (!record) throw new Error('recordOf is given a record the check found invalid');
    return record;
  }

  private kept(): KeptErrors {
    return new KeptErrors(this.maxErrors);
  }

  /** A pass's order: records numbered from 0, none skipped, pass 1 whole before pass 2. */
  private inPhase(phase: Phase, index?: number, next?: number) {
    if (this.phase !== phase) throw new Error(`the catalogue check is in ${this.phase}, not in ${phase}`);
    if (index !== next) throw new Error(`the catalogue check expected record ${next}, not ${index}`);
  }
}
