import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocumentWithVersions } from '#shared/stores/documents/document-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { aRecord } from '#test/support/catalogue-fixtures.ts';
import { readObject } from '#test/support/files-fixtures.ts';

/** A fresh organization's file holding these records and labels. */
const aCatalogue = <R>(records: R[], labels: unknown[] = []) => ({
  format: 'catalogue/v2',
  organization: {
    id: randomUUID(),
    type: 'rs',
    name: 'Foncière Fichiers',
    language: 'fr-FR',
    timezone: 'Europe/Paris',
  },
  users: [],
  records,
  labels,
});

const errorsOf = (result: Awaited<ReturnType<typeof importCatalogue>>) =>
  result.ok ? [] : result.errors.map(({ recordIndex, field, rule }) => ({ recordIndex, field, rule }));

const messagesOf = (result: Awaited<ReturnType<typeof importCatalogue>>) => {
  if (result.ok) return [];
  const lines = formatCatalogueErrors(result.errors).split('\n');
  expect(lines).toHaveLength(result.errors.length);
  return lines;
};

/**
 * The folder holds a catalogue's files beside links an attacker could name: to a key outside the folder, to a file
 * inside it, and to a folder outside it; and a FIFO, which would block a read until a writer came.
 */
describe('catalogue import: file contents read from the catalogue file’s folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'fcs-import-files-'));
  const folder = join(root, 'catalogue');
  const outside = join(root, 'outside');

  beforeAll(() => {
    mkdirSync(join(folder, 'sub'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'issuer.pem'), 'PRIVATE KEY');
    writeFileSync(join(folder, 'plan.txt'), 'inside');
    writeFileSync(join(folder, '..dots.txt'), 'two dots');
    writeFileSync(join(folder, 'sub', 'note.txt'), 'a note');
    symlinkSync(join(outside, 'issuer.pem'), join(folder, 'key.pem'));
    symlinkSync('plan.txt', join(folder, 'alias.txt'));
    symlinkSync(outside, join(folder, 'linked'));
    execFileSync('mkfifo', [join(folder, 'pipe')]);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const documentAt = (path: string) =>
    aRecord('document', { file: { name: 'file.txt', mimeType: 'text/plain', content: { path } } });
  const importPaths = async (...paths: string[]) => {
    const catalogue = aCatalogue(paths.map(documentAt));
    const result = await importCatalogue(catalogue, { baseDir: folder });
    return { result, catalogue };
  };

  it('stores a file whose name begins with two dots, and one in a sub-folder', async () => {
    const { result, catalogue } = await importPaths('..dots.txt', 'sub/note.txt', './sub/../plan.txt');
    expect(errorsOf(result)).toEqual([]);
    const bodies = await Promise.all(
      catalogue.records.map(async (record) => {
        const stored = await findDocumentWithVersions(catalogue.organization.id, record.id);
        return (await readObject(stored!.document.file!.storageKey)).body;
      }),
    );
    expect(bodies).toEqual(['two dots', 'a note', 'inside']);
  });

  it('refuses a path that leaves the folder, whole file, naming each', async () => {
    const { result, catalogue } = await importPaths(
      '../outside/issuer.pem',
      'sub/../../x',
      join(outside, 'issuer.pem'),
    );
    expect(errorsOf(result)).toEqual(
      [0, 1, 2].map((index) => ({ recordIndex: index, field: `records[${index}].file.content`, rule: 'file' })),
    );
    for (const message of messagesOf(result)) expect(message).toMatch(/leaves the catalogue file's folder \[file\]$/);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  });

  it('follows no symbolic link: not to a file outside, not to a file inside, not through a linked folder', async () => {
    const { result, catalogue } = await importPaths('key.pem', 'alias.txt', 'linked/issuer.pem');
    expect(errorsOf(result).map(({ field, rule }) => [field, rule])).toEqual([
      ['records[0].file.content', 'file'],
      ['records[1].file.content', 'file'],
      ['records[2].file.content', 'file'],
    ]);
    expect(messagesOf(result)).toEqual([
      'records[0].file.content: path "key.pem": "key.pem" is a symbolic link, and the import follows none [file]',
      'records[1].file.content: path "alias.txt": "alias.txt" is a symbolic link, and the import follows none [file]',
      'records[2].file.content: path "linked/issuer.pem": "linked" is a symbolic link, and the import follows none [file]',
    ]);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  });

  it('refuses at once what is not a regular file: a FIFO, a folder, the catalogue’s folder itself', async () => {
    const started = performance.now();
    const { result } = await importPaths('pipe', 'sub', '.');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(messagesOf(result)).toEqual([
      'records[0].file.content: path "pipe": "pipe" is not a regular file [file]',
      'records[1].file.content: path "sub": "sub" is not a regular file [file]',
      'records[2].file.content: path "." names the catalogue file\'s folder, not a file in it [file]',
    ]);
  });
});

describe('catalogue import: text that JSON and DynamoDB cannot carry', () => {
  it('rejects a lone surrogate in a record title and in a label name, naming the field, and writes nothing', async () => {
    const label = { id: randomUUID(), name: 'Docs \udc00', color: '#123456', type: 'document' };
    const catalogue = aCatalogue([aRecord('unit'), aRecord('document', { title: 'Plan 🏢 \ud800 A' })], [label]);
    const result = await importCatalogue(catalogue);
    expect(errorsOf(result)).toEqual([
      { recordIndex: undefined, field: 'labels[0].name', rule: 'text' },
      { recordIndex: 1, field: 'records[1].title', rule: 'text' },
    ]);
    expect(messagesOf(result)).toEqual([
      'labels[0].name: holds a lone surrogate (U+DC00 at character 6), which is not Unicode text [text]',
      'records[1].title: holds a lone surrogate (U+D800 at character 8), which is not Unicode text [text]',
    ]);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  });

  it('rejects a lone surrogate in a property name, quoting it so that the message stays text', async () => {
    const result = await importCatalogue(aCatalogue([{ ...aRecord('unit'), 'x\ud83d': 1 }]));
    const lines = messagesOf(result).filter((line) => line.endsWith('[text]'));
    expect(lines).toEqual([
      'records[0]["x\\ud83d"]: the property name holds a lone surrogate (U+D83D at character 2), which is not Unicode text [text]',
    ]);
  });

  it('rejects a lone surrogate in a ref on a re-import, which looks refs up before the checks', async () => {
    const catalogue = aCatalogue([aRecord('unit')]);
    expect(errorsOf(await importCatalogue(catalogue))).toEqual([]);
    const result = await importCatalogue({ ...catalogue, records: [aRecord('unit', { ref: 'UNI-\udfff' })] });
    expect(errorsOf(result)).toContainEqual({ recordIndex: 0, field: 'records[0].ref', rule: 'text' });
  });

  it('stores characters outside the Basic Multilingual Plane, whose surrogates come in pairs', async () => {
    const catalogue = aCatalogue([aRecord('unit', { title: 'Bâtiment 🏢 𝔸' })]);
    expect(errorsOf(await importCatalogue(catalogue))).toEqual([]);
  });
});
