import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineFiles } from '#infra/cli/import/inline-files.ts';

/** An import job's file travels alone: `npm run import` puts every `{"path": …}` content inline first. */
describe('npm run import: files beside the catalogue, put inline', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fcs-inline-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'photos'));
  writeFileSync(join(folder, 'photos', 'a.txt'), 'constat');
  writeFileSync(join(tmpdir(), 'fcs-outside.txt'), 'secret');
  symlinkSync(join(tmpdir(), 'fcs-outside.txt'), join(folder, 'link.txt'));

  it('reads each path from the folder as base64, and leaves the rest as it is', async () => {
    const catalogue = {
      records: [{ id: 'r', file: { name: 'a.txt', mimeType: 'text/plain', content: { path: 'photos/a.txt' } } }],
      attachments: [{ file: { name: 'b', mimeType: 'text/plain', content: { base64: 'Yg==' } } }],
      organization: { name: 'content' },
    };
    expect(await inlineFiles(catalogue, folder)).toEqual({
      value: {
        ...catalogue,
        records: [
          { ...catalogue.records[0], file: { ...catalogue.records[0]!.file, content: { base64: 'Y29uc3RhdA==' } } },
        ],
      },
      problems: [],
    });
  });

  it('names each path it refuses: out of the folder, through a link, missing', async () => {
    const file = (path: string) => ({ file: { content: { path } } });
    const { problems } = await inlineFiles({ records: [file('../x'), file('link.txt'), file('none.txt')] }, folder);
    expect(problems).toEqual([
      'records[0].file.content: path "../x" leaves the catalogue file\'s folder',
      expect.stringMatching(/^records\[1\]\.file\.content: path "link\.txt": .* symbolic link/),
      'records[2].file.content: path "none.txt" cannot be read (ENOENT)',
    ]);
  });
});
