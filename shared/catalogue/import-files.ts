/**
 * The files a catalogue carries (catalogue-format.md, "File"): read from base64 or from a path
 * beside the catalogue file before anything is written, so that an unreadable file rejects the
 * whole import; then stored in the bucket under a key named by their content, so that importing
 * the same bytes again writes nothing new.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/s3.ts';
import { setting } from '../config/env.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import type { Catalogue, CatalogueFile } from './schema.ts';
import type { StoredFile } from './stored-file.ts';
import type { CatalogueError } from './validate.ts';

export interface LoadedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
  sha256: string;
}

/** Every file of the catalogue with the path that names it in error messages. */
const filesOf = (catalogue: Catalogue): [string, CatalogueFile][] => {
  const files: [string, CatalogueFile | null | undefined][] = [
    ...catalogue.records.map(
      (record, index) =>
        [`records[${index}].file`, (record as { file?: CatalogueFile | null }).file] as [
          string,
          CatalogueFile | null | undefined,
        ],
    ),
    ...catalogue.plans.map((plan, index) => [`plans[${index}].file`, plan.file] as [string, CatalogueFile | null]),
    ...catalogue.inboxItems.map((item, index) => [`inboxItems[${index}].file`, item.file] as [string, CatalogueFile]),
    ...catalogue.attachments.map((item, index) => [`attachments[${index}].file`, item.file] as [string, CatalogueFile]),
  ];
  return files.filter((entry): entry is [string, CatalogueFile] => entry[1] != null);
};

const readBytes = async (file: CatalogueFile, baseDir: string | undefined): Promise<Buffer | string> => {
  if ('base64' in file.content) return Buffer.from(file.content.base64, 'base64');
  if (baseDir === undefined) return 'a path needs the catalogue file it is relative to; give the content as base64';
  const path = resolve(baseDir, file.content.path);
  const inside = relative(baseDir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return "must stay inside the catalogue file's folder";
  try {
    return await readFile(path);
  } catch {
    return `cannot be read (${file.content.path})`;
  }
};

/** The bytes of every file, or the errors naming those that cannot be read. */
export const loadFiles = async (
  catalogue: Catalogue,
  baseDir: string | undefined,
): Promise<{ files: Map<CatalogueFile, LoadedFile>; errors: CatalogueError[] }> => {
  const files = new Map<CatalogueFile, LoadedFile>();
  const errors: CatalogueError[] = [];
  for (const [path, file] of filesOf(catalogue)) {
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

/** Puts the bytes in the bucket (the same bytes land on the same key) and describes them as stored. */
export const storeFile = async (
  organizationId: string,
  file: LoadedFile,
  at: string,
  byUserId: string | null,
): Promise<StoredFile> => {
  const storageKey = storageKeys.importedFile(organizationId, file.sha256);
  await s3().send(
    new PutObjectCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      Body: file.bytes,
      ContentType: file.mimeType,
      ContentLength: file.bytes.length,
    }),
  );
  return {
    name: file.name,
    mimeType: file.mimeType,
    size: file.bytes.length,
    storageKey,
    sha256: file.sha256,
    createdAt: at,
    createdByUserId: byUserId,
  };
};

/** The stored file stays when the catalogue gives the same bytes under the same name and type. */
export const sameFile = (stored: StoredFile | null | undefined, file: LoadedFile): boolean =>
  stored?.sha256 === file.sha256 && stored.name === file.name && stored.mimeType === file.mimeType;
