/**
 * A catalogue file read as a stream of byte chunks (an import job's object, docs/import-jobs.md),
 * never as one buffer or one string: each element of the top-level `records` array is cut out of
 * the bytes and parsed on its own by `JSON.parse` as soon as its bytes end, and handed over, and
 * the rest of the file (the envelope, with `records` left `[]`) is parsed once at the end. The bytes are checked as UTF-8 on the way, with
 * the same one-line messages as `jsonValueOf` (json-text.ts); a leading byte order mark is skipped.
 *
 * The value is the one `JSON.parse` gives the whole text: every piece is parsed by it, the pieces
 * are cut where the structure says (outside strings), and an empty element (`[,` `,,` `,]`) is
 * refused as `JSON.parse` refuses it. A top-level `records` stated twice, which `JSON.parse` takes
 * as its last, is refused: its first records would have been handed over already.
 */

const utf8 = new TextDecoder('utf-8');
const quote = 0x22;
const backslash = 0x5c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Parts of the bytes, kept as views of the chunks they came in. */
class Bytes {
  private parts: Uint8Array[] = [];
  size = 0;
  push(part: Uint8Array) {
    if (part.length === 0) return;
    this.parts.push(part);
    this.size += part.length;
  }
  text(): string {
    const text = utf8.decode(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts));
    this.parts = [];
    this.size = 0;
    return text;
  }
}

/**
 * RFC 3629 UTF-8, byte by byte. A sequence that goes wrong is named by its first byte, where the
 * whole-file reader's decoder puts its U+FFFD (json-text.ts).
 */
class Utf8Check {
  private need = 0;
  private low = 0x80;
  private high = 0xbf;
  /** The offset and value of the first byte of the sequence under way. */
  private leadAt = 0;
  private lead = 0;
  /** Checks the byte at `offset`; throws naming the first byte that is not part of well-formed UTF-8. */
  check(byte: number, offset: number) {
    if (this.need > 0) {
      if (byte < this.low || byte > this.high) throw invalidByte(this.leadAt, this.lead);
      this.need -= 1;
      this.low = 0x80;
      this.high = 0xbf;
      return;
    }
    if (byte < 0x80) return;
    this.leadAt = offset;
    this.lead = byte;
    if (byte >= 0xc2 && byte <= 0xdf) this.need = 1;
    else if (byte >= 0xe0 && byte <= 0xef) {
      this.need = 2;
      if (byte === 0xe0) this.low = 0xa0;
      if (byte === 0xed) this.high = 0x9f; // no surrogates
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      this.need = 3;
      if (byte === 0xf0) this.low = 0x90;
      if (byte === 0xf4) this.high = 0x8f;
    } else throw invalidByte(offset, byte);
  }
  /** At the end of the bytes: a sequence left unfinished is named by its first byte. */
  end() {
    if (this.need > 0) throw invalidByte(this.leadAt, this.lead);
  }
}

/** The bytes are no UTF-8 JSON text: the message says in one line where and why. */
export class NotJsonText extends Error {}

const notJson = (error: unknown) =>
  new NotJsonText(`not a JSON file (${(error as Error).message.replace(/\r?\n/g, '\\n')})`);

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw notJson(error);
  }
};

/** The name of a top-level member, as its bytes come: names longer than any the splitter looks for are not kept. */
class MemberName {
  private readonly bytes = new Uint8Array(64);
  private length = 0;
  begin() {
    this.length = 0;
  }
  push(byte: number) {
    if (this.length < this.bytes.length) this.bytes[this.length] = byte;
    this.length += 1;
  }
  /** The name read (its quotes and escapes resolved), or undefined for one too long to be kept. */
  name(): string | undefined {
    if (this.length > this.bytes.length) return undefined;
    try {
      return JSON.parse(utf8.decode(this.bytes.subarray(0, this.length))) as string;
    } catch {
      return undefined;
    }
  }
}

/** One record of the file, parsed, and its place in `records`. */
export interface FileRecord {
  raw: unknown;
  index: number;
}

/**
 * Splits the bytes as they come: the envelope kept, each record from `from` on parsed as soon as
 * its bytes end and handed to `onRecord`; the records before `from` are cut and left unparsed.
 */
class CatalogueSplitter {
  private readonly utf8 = new Utf8Check();
  private offset = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The last string read at depth 1, and the member whose value comes next. */
  private readonly lastString = new MemberName();
  private member: string | undefined;
  private recordsNamed = false;
  private inRecords = false;
  private readonly record = new Bytes();
  private elementBegun = false;
  private afterComma = false;
  /** Bytes of the current chunk from here on go where they belong (envelope or record) at the next cut. */
  private keptFrom = 0;
  readonly envelope = new Bytes();
  /** The number of records cut so far (of the last top-level `records`). */
  count = 0;

  constructor(
    private readonly onRecord: (record: FileRecord) => void,
    private readonly from: number,
  ) {}

  private keep(chunk: Uint8Array, to: number) {
    (this.inRecords && this.depth >= 2 ? this.record : this.envelope).push(chunk.subarray(this.keptFrom, to));
    this.keptFrom = to;
  }

  push(chunk: Uint8Array) {
    const bom = this.offset === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    this.keptFrom = bom ? 3 : 0;
    for (let at = this.keptFrom; at < chunk.length; at++) {
      const byte = chunk[at]!;
      this.utf8.check(byte, this.offset + at);
      if (this.inString) this.inStringByte(byte);
      else if (this.inRecords && this.depth === 2) this.betweenRecordsByte(chunk, at, byte);
      else this.structureByte(chunk, at, byte);
    }
    this.keep(chunk, chunk.length);
    this.offset += chunk.length;
  }

  private inStringByte(byte: number) {
    if (this.depth === 1) this.lastString.push(byte);
    if (this.escaped) this.escaped = false;
    else if (byte === backslash) this.escaped = true;
    else if (byte === quote) this.inString = false;
  }

  /** A byte directly inside `records`: a comma or the end of the array cuts a record, another byte may begin one. */
  private betweenRecordsByte(chunk: Uint8Array, at: number, byte: number) {
    if (byte === 0x2c || byte === 0x5d) {
      this.keep(chunk, at);
      this.endElement(byte === 0x2c);
      if (byte === 0x2c) this.keptFrom = at + 1;
      else {
        this.inRecords = false;
        this.depth = 1;
      }
      return;
    }
    if (isSpace(byte) || this.elementBegun) return this.structureByte(chunk, at, byte);
    this.keptFrom = at; // white space before a record stays out of it
    this.elementBegun = true;
    this.structureByte(chunk, at, byte);
  }

  private structureByte(chunk: Uint8Array, at: number, byte: number) {
    if (byte === quote) {
      this.inString = true;
      if (this.depth === 1) {
        this.lastString.begin();
        this.lastString.push(byte);
      }
    } else if (byte === 0x7b || byte === 0x5b) {
      if (this.depth === 1 && byte === 0x5b && this.member === 'records') this.beginRecords(chunk, at);
      this.depth += 1;
    } else if (byte === 0x7d || byte === 0x5d) this.depth -= 1;
    else if (byte === 0x3a && this.depth === 1) this.nameMember();
    else if (byte === 0x2c && this.depth === 1) this.member = undefined;
  }

  /** A top-level member's name ends: `records` may be stated once, its records being handed over as they pass. */
  private nameMember() {
    this.member = this.lastString.name();
    if (this.member !== 'records') return;
    if (this.recordsNamed) throw notJson(new Error('records is stated twice'));
    this.recordsNamed = true;
  }

  /** The top-level `records` array begins: its `[` stays in the envelope, its records are cut out. */
  private beginRecords(chunk: Uint8Array, at: number) {
    this.keep(chunk, at + 1);
    this.inRecords = true;
    this.elementBegun = false;
    this.afterComma = false;
    this.record.text();
    this.count = 0;
  }

  private endElement(comma: boolean) {
    if (!this.elementBegun) {
      this.record.text();
      if (comma || this.afterComma) throw notJson(new Error('an element of records is empty'));
      return;
    }
    const text = this.record.text();
    if (this.count >= this.from) this.onRecord({ raw: parse(text), index: this.count });
    this.count += 1;
    this.elementBegun = false;
    this.afterComma = comma;
  }

  end(): string {
    this.utf8.end();
    return this.envelope.text();
  }
}

const invalidByte = (offset: number, byte: number) =>
  new NotJsonText(
    `not UTF-8 text: the byte at offset ${offset} (0x${byte.toString(16).padStart(2, '0')}) is not valid UTF-8`,
  );

/** What a pass over the file hands over: its records one at a time, then its envelope. */
export type FilePart = { record: FileRecord } | { envelope: unknown; recordCount: number };

/**
 * The parts of a stream of bytes as they pass: each record from `from` on (those before are cut,
 * not parsed), then the envelope, the file with its `records` array left `[]` (or, when `records`
 * is no array, as it is: the check names it). Memory holds a chunk of bytes and one record.
 * Throws `NotJsonText` saying in one line what is wrong with the bytes.
 */
export async function* fileParts(chunks: AsyncIterable<Uint8Array>, from = 0): AsyncGenerator<FilePart> {
  const ready: FileRecord[] = [];
  const splitter = new CatalogueSplitter((record) => ready.push(record), from);
  for await (const chunk of chunks) {
    splitter.push(chunk);
    for (const record of ready) yield { record };
    ready.length = 0;
  }
  yield { envelope: parse(splitter.end()), recordCount: splitter.count };
}

/**
 * The parsed catalogue of a stream of bytes: the envelope and its records, each record parsed as
 * its bytes end (for a file small enough to hold whole). Throws `NotJsonText` as `fileParts` does.
 */
export const jsonValueOfChunks = async (chunks: AsyncIterable<Uint8Array>): Promise<unknown> => {
  const records: unknown[] = [];
  for await (const part of fileParts(chunks)) {
    if ('record' in part) {
      records.push(part.record.raw);
      continue;
    }
    // `records` was cut out, leaving `[]`, unless it is no array: then the validation names it.
    const file = part.envelope as { records?: unknown };
    if (Array.isArray(file?.records) && file.records.length === 0) file.records = records;
    return file;
  }
};
