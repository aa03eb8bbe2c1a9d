import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type StorageArea, storageAreas, storageKeys } from '#shared/stores/storage/storage-keys.ts';

/** The keys an IAM resource `arn:…:bucket/<pattern>` matches: `*` is any run of characters, `/` included. */
const matcherOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);

const areaOf = (key: string): StorageArea[] =>
  (Object.keys(storageAreas) as StorageArea[]).filter((area) => matcherOf(storageAreas[area]).test(key));

describe('the parts of the bucket', () => {
  const organizationId = randomUUID();
  it.each([
    ['attachments', storageKeys.attachment(organizationId, 17)],
    ['documents', storageKeys.documentFile(organizationId, randomUUID())],
    ['files', storageKeys.importedFile(organizationId, 'a'.repeat(64))],
    ['analyses', storageKeys.analysisResult(organizationId, randomUUID(), 2)],
    ['importJobs', storageKeys.importJobFile(randomUUID())],
  ] as const)('holds every key of %s in that part only', (area, key) => {
    expect(areaOf(key)).toEqual([area]);
  });

  it('names a part for every kind of key', () => {
    expect(Object.keys(storageKeys)).toHaveLength(Object.keys(storageAreas).length);
  });
});
