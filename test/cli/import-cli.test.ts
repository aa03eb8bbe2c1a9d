import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/project-root.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';

/** `npm run import -- FILE` against the test stack (the worker's environment names its table). */
const runImport = async (file: string) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'infra/cli/import.ts', file],
      { cwd: projectRoot, env: process.env, encoding: 'utf8' },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

const aCatalogueText = (organizationId: string, name: string) =>
  JSON.stringify({
    format: 'catalogue/v2',
    organization: { id: organizationId, type: 'rs', name, language: 'fr-FR', timezone: 'Europe/Paris' },
    records: [],
  });

describe('npm run import: reading the file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fcs-import-cli-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('rejects bytes that are not UTF-8 in one line naming their offset, past a U+FFFD the file holds', async () => {
    const organizationId = randomUUID();
    // Latin-1 "è" after an encoded U+FFFD: decoded leniently, both would read as U+FFFD and be stored.
    const [before, after] = aCatalogueText(organizationId, '\ufffd Fonci|re').split('|') as [string, string];
    const bytes = Buffer.concat([Buffer.from(before), Buffer.from([0xe8]), Buffer.from(after)]);
    const file = join(folder, 'latin1.catalogue.json');
    writeFileSync(file, bytes);
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `${file}: not UTF-8 text: the byte at offset ${Buffer.from(before).length} (0xe8) is not valid UTF-8\n`,
    );
    expect(await findOrganization(organizationId)).toBeUndefined();
  });

  it('reads a library/v1 file the same way', async () => {
    const file = join(folder, 'latin1.library.json');
    writeFileSync(file, Buffer.concat([Buffer.from('{"format":"library/v1","x":"'), Buffer.from([0xff, 0x22, 0x7d])]));
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toBe(`${file}: not UTF-8 text: the byte at offset 28 (0xff) is not valid UTF-8\n`);
  });

  it('skips a leading byte order mark, and reads the rest', async () => {
    const organizationId = randomUUID();
    const file = join(folder, 'bom.catalogue.json');
    writeFileSync(file, `\ufeff${aCatalogueText(organizationId, 'Foncière BOM')}`);
    const { code, stderr } = await runImport(file);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect((await findOrganization(organizationId))?.name).toBe('Foncière BOM');
  });

  it('says in one line where a file is not JSON', async () => {
    const file = join(folder, 'broken.json');
    writeFileSync(file, '{\n"format":\n}');
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([expect.stringMatching(/^.*broken\.json: not a JSON file \(.+\)$/), '']);
  });
});
