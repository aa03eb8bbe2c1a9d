import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storageAreas, storageKeys } from '#shared/stores/storage/storage-keys.ts';
import { areasOfKey } from '#test/support/storage-areas.ts';

describe('the parts of the bucket', () => {
  const organizationId = randomUUID();
  it.each([
    ['attachments', storageKeys.attachment(organizationId, 17)],
    ['documents', storageKeys.documentFile(organizationId, randomUUID())],
    ['files', storageKeys.importedFile(organizationId, 'a'.repeat(64))],
    ['analyses', storageKeys.analysisResult(organizationId, randomUUID(), 2)],
    ['importJobs', storageKeys.importJobFile(randomUUID())],
  ] as const)('holds every key of %s in that part only', (area, key) => {
    expect(areasOfKey(key)).toEqual([area]);
  });

  it('names a part for every kind of key', () => {
    expect(Object.keys(storageKeys)).toHaveLength(Object.keys(storageAreas).length);
  });
});
