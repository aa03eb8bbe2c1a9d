/**
 * `npm run bench:check-memory [-- --sizes 10000,100000]`: the live heap a catalogue's check holds,
 * after a full collection, for a generated `catalogue/v2` file of each size, without a database:
 * - the passes (catalogue-check.ts) fed one record at a time, each parsed from its own bytes and
 *   dropped, pass 2 in chunks of 1,000 (nothing stored: a new organization): the heap after pass 1,
 *   after pass 2 and with the result;
 * - `validateCatalogue` on the whole file parsed at once: the parsed file and its validated copy;
 * - the same twice on the file with an unknown property in every record (one error a record), the
 *   passes keeping 1,000 errors as an import job does.
 * The file's bytes are kept outside the JavaScript heap, so that the figures count the check alone;
 * a figure is the heap above what the process held before that check (the bytes), after a first
 * round on a small file (what the code's first use builds is not counted).
 */

import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { CatalogueCheck } from '#shared/vocabulary/catalogue-format/catalogue-check.ts';
import { validateCatalogue } from '#shared/vocabulary/catalogue-format/validate.ts';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10000,100000' } } });
const sizes = values.sizes.split(',').map(Number);

const CHUNK = 1000;
const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/** A file as a job's object holds it: the envelope's text, and every record's bytes in one buffer. */
interface FileBytes {
  envelope: string;
  bytes: Uint8Array;
  /** Where record i starts and ends: `ends[i - 1]` (0 for the first) to `ends[i]`. */
  ends: Uint32Array;
}

const fileBytesOf = (size: number, broken: boolean): FileBytes => {
  const file = generateCatalogue({
    organization: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Bench' },
    users: [
      { id: 'c1000000-0000-4000-8000-000000000001', firstName: 'B', lastName: 'A', email: 'b@a.fr', role: 'admin' },
    ],
    records: size,
  });
  const texts = file.records.map((record) =>
    encoder.encode(JSON.stringify(broken ? { ...record, colour: 1 } : record)),
  );
  const ends = new Uint32Array(texts.length);
  const bytes = new Uint8Array(texts.reduce((sum, text) => sum + text.length, 0));
  let at = 0;
  for (const [index, text] of texts.entries()) {
    bytes.set(text, at);
    at += text.length;
    ends[index] = at;
  }
  return { envelope: JSON.stringify({ ...file, records: [] }), bytes, ends };
};

const recordAt = ({ bytes, ends }: FileBytes, index: number): unknown =>
  JSON.parse(utf8.decode(bytes.subarray(index === 0 ? 0 : ends[index - 1], ends[index])));

const heapAbove = (base: number): number => {
  collect();
  return process.memoryUsage().heapUsed - base;
};

const baseline = (): number => {
  collect();
  return process.memoryUsage().heapUsed;
};

const noSections = {
  labels: new Map(),
  users: new Set<string>(),
  plans: new Map(),
  anomalyUnits: new Map(),
  sectionItems: new Set<string>(),
  ids: new Map(),
};
const nothingStored = { ids: new Map(), refs: new Map() };

const passes = (file: FileBytes, maxErrors: number) => {
  const base = baseline();
  const started = performance.now();
  const check = new CatalogueCheck(JSON.parse(file.envelope), { maxErrors });
  for (let index = 0; index < file.ends.length; index += 1) check.first(recordAt(file, index), index);
  const afterFirst = heapAbove(base);
  check.sectionNeeds();
  check.startSecond(noSections);
  for (let start = 0; start < file.ends.length; start += CHUNK) {
    const chunk = [];
    for (let index = start; index < Math.min(start + CHUNK, file.ends.length); index += 1)
      chunk.push({ raw: recordAt(file, index), index });
    check.storedNeeds(chunk);
    for (const { raw, index } of chunk) check.second(raw, index, nothingStored);
  }
  const afterSecond = heapAbove(base);
  const result = check.finish();
  const seconds = (performance.now() - started) / 1000;
  const withResult = heapAbove(base);
  return { afterFirst, afterSecond, withResult, seconds, errors: result.ok ? 0 : result.errorCount, check, result };
};

const wholeFile = (file: FileBytes) => {
  const base = baseline();
  const started = performance.now();
  const records = Array.from({ length: file.ends.length }, (_, index) => recordAt(file, index));
  const input = { ...(JSON.parse(file.envelope) as object), records };
  const result = validateCatalogue(input);
  const seconds = (performance.now() - started) / 1000;
  const held = heapAbove(base);
  return { held, seconds, errors: result.ok ? 0 : result.errorCount, input, result };
};

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const perRecord = (bytes: number, size: number) => `${Math.round(bytes / size)} B/record`;

// A round first, so that what the first use of the code and schemas builds is not counted.
for (const broken of [false, true]) {
  passes(fileBytesOf(500, broken), 1000);
  wholeFile(fileBytesOf(500, broken));
}

for (const size of sizes) {
  for (const broken of [false, true]) {
    const file = fileBytesOf(size, broken);
    const name = `${size} records${broken ? ', one error each' : ''}`;
    const streamed = passes(file, 1000);
    const line = [
      `${name}: passes: after pass 1 ${mb(streamed.afterFirst)}, after pass 2 ${mb(streamed.afterSecond)}`,
      `(${perRecord(streamed.afterSecond, size)}), with the result ${mb(streamed.withResult)};`,
      `${streamed.errors} errors, ${streamed.seconds.toFixed(1)} s`,
    ].join(' ');
    console.log(line);
    const whole = wholeFile(file);
    console.log(
      `${name}: validateCatalogue: the parsed file and its result ${mb(whole.held)} (${perRecord(whole.held, size)}); ${whole.errors} errors, ${whole.seconds.toFixed(1)} s`,
    );
  }
}
