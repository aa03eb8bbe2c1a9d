import { describe, expect, it } from 'vitest';
import { fileParts, jsonValueOfChunks } from '#shared/vocabulary/catalogue-format/json-stream.ts';
import { jsonValueOf } from '#shared/vocabulary/catalogue-format/json-text.ts';

/** The bytes in chunks of `size`, as a stream hands them over. */
async function* chunksOf(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** What the streamed reader makes of these bytes in chunks of every size from 1 to 7 and whole: the value, or the message. */
const readings = async (bytes: Uint8Array) => {
  const outcome = async (size: number) => {
    try {
      return { value: await jsonValueOfChunks(chunksOf(bytes, size)) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  return Promise.all([1, 2, 3, 5, 7, bytes.length || 1].map(outcome));
};

const whole = (bytes: Uint8Array) => {
  try {
    return { value: jsonValueOf(bytes) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

const text = (value: string) => new TextEncoder().encode(value);

describe('a catalogue read as a stream of chunks', () => {
  it('gives the value JSON.parse gives the whole text, however the bytes are cut', async () => {
    for (const source of [
      '{"format": "catalogue/v2", "organization": {"id": "x", "records": [1]}, "records": [{"id": "a", "t": "é,]\\"["}, {"id": "b", "n": [1, [2, {"c": "}"}]]}, 3, "s", null, [] ], "labels": []}',
      '\ufeff{"records": [ ]}',
      '{"rec\\u006frds": [{"k": "😀 \\ud83d\\ude00"}], "users": [{"records": [1]}]}',
      '[{"records": [1, 2]}]',
      '{"records": [true , false ,12.5e3 ]  }',
      '  "records"  ',
    ])
      for (const reading of await readings(text(source)))
        expect(reading).toEqual({ value: JSON.parse(source.replace(/^\ufeff/, '')) });
  });

  it('refuses what JSON.parse refuses, empty records included, and records stated twice', async () => {
    for (const source of [
      '{"records": [{"a": 1},]}',
      '{"records":[{"a":1}],"records":[{"b":2}]}',
      '{"records":[{"a":1}],"rec\\u006frds":5}',
      '{"records": [,{"a": 1}]}',
      '{"records": [{"a": 1},,{"b": 2}]}',
      '{"records": [{"a": 1} {"b": 2}]}',
      '{"records": [{"a": 1}',
      '{"records": [{"a": }]}',
      '{"records": []',
      '{"format": "catalogue/v2", ',
      '',
    ])
      for (const reading of await readings(text(source)))
        expect(reading).toMatchObject({ error: expect.stringMatching(/^not a JSON file \(/) });
  });

  it('names the offset of the first byte that is not UTF-8, as the whole file is read', async () => {
    for (const bytes of [
      Buffer.concat([text('{"records": [{"t": "ab\ufffd'), Buffer.from([0xc3, 0x28]), text('"}]}')]),
      Buffer.concat([text('{"t": "'), Buffer.from([0xed, 0xa0, 0x80]), text('"}')]),
      Buffer.concat([text('{"t": "'), Buffer.from([0xf0, 0x9f]), text('"}')]),
      Buffer.concat([text('{"records": [{"t": "'), Buffer.from([0xff]), text('"}]}')]),
      Buffer.concat([text('{"t": "x"} '), Buffer.from([0xe2, 0x82])]),
    ]) {
      const expected = whole(bytes);
      expect(expected.error).toMatch(/^not UTF-8 text: the byte at offset \d+/);
      for (const reading of await readings(bytes)) expect(reading).toEqual(expected);
    }
  });

  it('hands the records over one at a time from the one asked for, then the envelope and the count', async () => {
    const source = text('{"records": [{"n": 0}, {"n": 1}, {"n": 2}], "format": "catalogue/v2"}');
    for (const size of [1, 4, source.length]) {
      const parts = [];
      for await (const part of fileParts(chunksOf(source, size), 1)) parts.push(part);
      expect(parts).toEqual([
        { record: { raw: { n: 1 }, index: 1 } },
        { record: { raw: { n: 2 }, index: 2 } },
        { envelope: { records: [], format: 'catalogue/v2' }, recordCount: 3 },
      ]);
    }
  });
});
