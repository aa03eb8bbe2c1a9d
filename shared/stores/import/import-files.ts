/**
 * The files a catalogue carries (catalogue-format.md, "File"): read from base64 or from a path
 * inside the catalogue file's folder (read-inside-folder.ts) when the file is checked, so that an
 * unreadable file rejects the whole import, and again, a chunk of records at a time, to be written; then stored in the bucket under a key named by
 * their content, so that importing the same bytes again writes nothing new.
 */
import { createHash } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { Catalogue, CatalogueFile, CatalogueRecord } from '#shared/vocabulary/catalogue-format/schema.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { readInsideFolder } from './read-inside-folder.ts';

export interface LoadedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
  sha256: string;
}

/** A file the catalogue states, with the path that names it in error messages. */
type FileEntry = [path: string, file: CatalogueFile | null | undefined];

/** The files of these records (each with its place in the file). */
export const recordFileEntries = (records: readonly { record: CatalogueRecord; index: number }[]): FileEntry[] =>
  records.map(({ record, index }) => [`records[${index}].file`, (record as { file?: CatalogueFile | null }).file]);

/** The files of the catalogue's sections: plans, inbox items and attachments. */
export const sectionFileEntries = (catalogue: Catalogue): FileEntry[] => [
  ...catalogue.plans.map((plan, index): FileEntry => [`plans[${index}].file`, plan.file]),
  ...catalogue.inboxItems.map((item, index): FileEntry => [`inboxItems[${index}].file`, item.file]),
  ...catalogue.attachments.map((item, index): FileEntry => [`attachments[${index}].file`, item.file]),
];

const readBytes = async (file: CatalogueFile, baseDir: string | undefined): Promise<Buffer | string> => {
  if ('base64' in file.content) return Buffer.from(file.content.base64, 'base64');
  if (baseDir === undefined) return 'a path needs the catalogue file it is relative to; give the content as base64';
  return readInsideFolder(baseDir, file.content.path);
};

/** The bytes of these files, or the errors naming those that cannot be read. */
export const loadFiles = async (
  entries: readonly FileEntry[],
  baseDir: string | undefined,
): Promise<{ files: Map<CatalogueFile, LoadedFile>; errors: CatalogueError[] }> => {
  const files = new Map<CatalogueFile, LoadedFile>();
  const errors: CatalogueError[] = [];
  for (const [path, file] of entries) {
    if (!file) continue;
    const bytes = await readBytes(file, baseDir);
    if (typeof bytes === 'string') {
      const field = `${path}.content`;
      const recordIndex = path.startsWith('records[') ? Number(path.slice(8, path.indexOf(']'))) : undefined;
      errors.push({
        ...(recordIndex !== undefined && { recordIndex }),
        field,
        rule: 'file',
        message: `${field}: ${bytes}`,
      });
      continue;
    }
    files.set(file, {
      name: file.name,
      mimeType: file.mimeType,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return { files, errors };
};

/**
 * Puts every file the bucket does not hold yet, before the import writes any item: a file the
 * bucket refuses (too large, no access) then fails the import with the organization as it was.
 * The key is named by the bytes, so a file already there is the same file and is not sent again.
 */
export const putFileObjects = async (organizationId: string, files: Iterable<LoadedFile>): Promise<void> => {
  const unique = [...new Map([...files].map((file) => [file.sha256, file])).values()];
  await mapLimited(unique, 8, async (file) => {
    const storageKey = storageKeys.importedFile(organizationId, file.sha256);
    if (await isInBucket(storageKey)) return;
    await s3().send(
      new PutObjectCommand({
        Bucket: setting('bucketName'),
        Key: storageKey,
        Body: file.bytes,
        ContentType: file.mimeType,
        ContentLength: file.bytes.length,
      }),
    );
  });
};

const isInBucket = async (storageKey: string): Promise<boolean> => {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: setting('bucketName'), Key: storageKey }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return false;
    throw error;
  }
};

/** A file the bucket holds (putFileObjects), as a record or section item stores it. */
export const storedFileOf = (
  organizationId: string,
  file: LoadedFile,
  at: string,
  byUserId: string | null,
): StoredFile => ({
  name: file.name,
  mimeType: file.mimeType,
  size: file.bytes.length,
  storageKey: storageKeys.importedFile(organizationId, file.sha256),
  sha256: file.sha256,
  createdAt: at,
  createdByUserId: byUserId,
});

/** The stored file stays when the catalogue gives the same bytes under the same name and type. */
export const sameFile = (stored: StoredFile | null | undefined, file: LoadedFile): boolean =>
  stored?.sha256 === file.sha256 && stored.name === file.name && stored.mimeType === file.mimeType;
