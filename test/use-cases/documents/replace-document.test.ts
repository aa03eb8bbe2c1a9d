import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import { replaceDocument } from '#shared/use-cases/documents/replace-document.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import { aReplaceableDocument, documentSnapshot, pdfReplacement } from '#test/support/document-fixtures.ts';

/**
 * Called directly, so that both replacements read the same version before either writes, and so
 * that a mock of this process's DynamoDB client reaches the code (the local stack's functions run
 * in another process).
 */
describe('replacing a document while others write', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loses no version when the domain races itself (both read the same version before writing)', async () => {
    const { organization, admin, document } = await aReplaceableDocument();
    const caller = {
      kind: 'organization',
      userId: admin.id,
      organizationId: organization.id,
      organizationType: 'rs',
      role: 'admin',
    } as const;
    const results = await Promise.all([
      replaceDocument(caller, document.id, pdfReplacement(1)),
      replaceDocument(caller, document.id, pdfReplacement(2)),
    ]);
    const { family, used } = await documentSnapshot(document, organization);
    expect(family!.document.currentVersion).toBe(3);
    expect(family!.versions.map((version) => version.storageKey).sort()).toEqual(
      [document.storageKey, ...results.map((result) => result.upload.storageKey)]
        .filter((key) => key !== family!.document.storageKey)
        .sort(),
    );
    expect(used).toBe(5003);
  });

  it('answers 409 when contention outlasts the retries, and changes nothing', async () => {
    const { organization, admin, document } = await aReplaceableDocument();
    const before = await documentSnapshot(document, organization);
    const send = db().send.bind(db());
    vi.spyOn(db(), 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand) {
        return Promise.reject(
          new TransactionCanceledException({
            message: 'Transaction cancelled',
            $metadata: {},
            CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
          }),
        );
      }
      return send(command as never);
    }) as typeof send);
    const caller = {
      kind: 'organization',
      userId: admin.id,
      organizationId: organization.id,
      organizationType: 'rs',
      role: 'admin',
    } as const;
    const error = await replaceDocument(caller, document.id, pdfReplacement(10)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    vi.restoreAllMocks();
    expect(await documentSnapshot(document, organization)).toEqual(before);
  });
});
