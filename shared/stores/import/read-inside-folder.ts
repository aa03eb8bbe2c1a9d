/**
 * Reads a file that a catalogue names by a path relative to the catalogue file's folder. The catalogue is hostile
 * input, so the path may name only what the folder itself holds: no segment leaving it, no symbolic link anywhere
 * below it (a link inside the folder can point anywhere, such as at the issuer's private key), and at the end a
 * regular file (a FIFO would block the import, a device or a directory has no content to store). The folder
 * itself is the operator's choice and may be reached through links.
 */
import { type BigIntStats, constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The bytes of the file, or what is wrong with the path, in one line. */
export const readInsideFolder = async (folder: string, path: string): Promise<Buffer | string> => {
  const named = `path ${JSON.stringify(path)}`;
  const root = resolve(folder);
  const inside = relative(root, resolve(root, path));
  if (inside === '') return `${named} names the catalogue file's folder, not a file in it`;
  const segments = inside.split(sep);
  if (isAbsolute(inside) || segments[0] === '..') return `${named} leaves the catalogue file's folder`;
  try {
    const seen = await lstatEachSegment(root, segments);
    if (typeof seen === 'string') return `${named}: ${seen}`;
    return await readSameFile(join(root, inside), seen);
  } catch (error) {
    return `${named} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
};

/** Each segment from the folder down is a real directory, the last a regular file: its stats, or what it is not. */
const lstatEachSegment = async (root: string, segments: readonly string[]): Promise<BigIntStats | string> => {
  const lstatOf = (count: number) => lstat(join(root, ...segments.slice(0, count)), { bigint: true });
  const shown = (count: number) => JSON.stringify(segments.slice(0, count).join('/'));
  for (let count = 1; count < segments.length; count++) {
    const problem = problemOf(await lstatOf(count), shown(count), 'directory');
    if (problem) return problem;
  }
  const file = await lstatOf(segments.length);
  return problemOf(file, shown(segments.length), 'regular file') ?? file;
};

const problemOf = (stats: BigIntStats, shown: string, wanted: 'directory' | 'regular file'): string | undefined => {
  if (stats.isSymbolicLink()) return `${shown} is a symbolic link, and the import follows none`;
  const isWanted = wanted === 'directory' ? stats.isDirectory() : stats.isFile();
  return isWanted ? undefined : `${shown} is not a ${wanted}`;
};

/**
 * Opens without following a link at the end, and without waiting for a writer should a FIFO have taken the file's
 * place; then reads only if the handle is the very file that was checked, so that a swap after the check is caught.
 */
const readSameFile = async (path: string, seen: BigIntStats): Promise<Buffer | string> => {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const opened = await handle.stat({ bigint: true });
    if (!opened.isFile() || opened.dev !== seen.dev || opened.ino !== seen.ino) {
      return 'was replaced while it was being read';
    }
    return await handle.readFile();
  } finally {
    await handle.close();
  }
};
