import { readInsideFolder } from '#shared/stores/import/read-inside-folder.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file member's content given as `{"path": …}`, the only way it names a file beside the catalogue. */
const isPathContent = (value: unknown): value is { path: string } =>
  isObject(value) && Object.keys(value).length === 1 && typeof value.path === 'string';

/**
 * The catalogue with every `{"path": …}` content read from the catalogue's folder (with the
 * import's own rules: inside the folder, no link, a regular file) and given inline as base64: an
 * import job's file travels alone (docs/import-jobs.md). Answers the problems of paths it could not read.
 */
export const inlineFiles = async (input: unknown, folder: string): Promise<{ value: unknown; problems: string[] }> => {
  const problems: string[] = [];
  // One file at a time, in the file's order: the problems read in that order.
  const walk = async (value: unknown, where: string): Promise<unknown> => {
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const [index, item] of value.entries()) items.push(await walk(item, `${where}[${index}]`));
      return items;
    }
    if (!isObject(value)) return value;
    const members: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const at = where ? `${where}.${key}` : key;
      members[key] = key === 'content' && isPathContent(member) ? await inline(member, at) : await walk(member, at);
    }
    return members;
  };
  const inline = async (content: { path: string }, at: string) => {
    const bytes = await readInsideFolder(folder, content.path);
    if (typeof bytes !== 'string') return { base64: bytes.toString('base64') };
    problems.push(`${at}: ${bytes}`);
    return content;
  };
  return { value: await walk(input, ''), problems };
};
