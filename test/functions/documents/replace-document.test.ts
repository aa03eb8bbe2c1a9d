import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { type CallOptions, call } from '#test/support/api.ts';
import {
  aReplaceableDocument,
  documentSnapshot,
  importedFileBytes,
  pdfReplacement,
} from '#test/support/document-fixtures.ts';
import { readObject } from '#test/support/files-fixtures.ts';

const path = (id: string) => `/rs/documents/v1/${id}/replace`;
const replace = (id: string, as: string, body: unknown, options: CallOptions = {}) =>
  call('POST', path(id), { as, body, ...options });
const megabyte = 1024 * 1024;

describe('POST /rs/documents/v1/{id}/replace', () => {
  it('keeps the outgoing file as a version, points the document at a new key and counts the new size', async () => {
    const { organization, manager, document } = await aReplaceableDocument();
    const before = Date.now();
    const { status, body } = await replace(document.id, manager.id, {
      name: '  Rapport 2026.docx ',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2048,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: document.id,
      upload: { storageKey: expect.any(String), presignedUrl: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(body.upload.storageKey).toMatch(new RegExp(`^org/${organization.id}/documents/${document.id}/`));
    expect(body.upload.storageKey).not.toBe(document.storageKey);
    const expiresIn = Date.parse(body.upload.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 60_000);

    const { family, used } = await documentSnapshot(document, organization);
    expect(family!.document).toMatchObject({
      name: 'Rapport 2026.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2048,
      storageKey: body.upload.storageKey,
      currentVersion: 2,
      fileCreatedByUserId: manager.id,
    });
    expect(family!.versions).toEqual([
      expect.objectContaining({
        version: 1,
        name: document.name,
        mimeType: document.mimeType,
        size: document.size,
        storageKey: document.storageKey,
        createdAt: document.fileCreatedAt,
        createdByUserId: document.fileCreatedByUserId,
        replacedByUserId: manager.id,
      }),
    ]);
    expect(used).toBe(5000 + 2048);
  });

  it('hands out a PUT that S3 takes with that content type and size, and the file reads back', async () => {
    const { admin, document } = await aReplaceableDocument();
    const content = Buffer.from('line one\nline two\n');
    const { body } = await replace(document.id, admin.id, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: content.length,
    });
    const upload = await fetch(body.upload.presignedUrl, {
      method: 'PUT',
      body: content,
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.status).toBe(200);
    const stored = await readObject(body.upload.storageKey);
    expect(stored.body).toBe(content.toString());
    expect(stored.contentType).toBe('text/plain');
  });

  it('signs content-type and content-length into the URL and carries no checksum of an empty body', async () => {
    const { admin, document } = await aReplaceableDocument();
    const { body } = await replace(document.id, admin.id, { name: 'table.csv', mimeType: 'text/csv', size: 12345 });
    const url = new URL(body.upload.presignedUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'host']),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.filter((name) => name.includes('checksum'))).toEqual([]);
    expect(url.pathname).toContain(body.upload.storageKey);
  });

  it('keeps every version across successive replacements', async () => {
    const { organization, admin, document } = await aReplaceableDocument();
    const first = await replace(document.id, admin.id, pdfReplacement(100));
    const second = await replace(document.id, admin.id, { ...pdfReplacement(200), name: 'second.pdf' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const { family, used } = await documentSnapshot(document, organization);
    expect(family!.document).toMatchObject({
      currentVersion: 3,
      name: 'second.pdf',
      storageKey: second.body.upload.storageKey,
    });
    expect(family!.versions.map((version) => [version.version, version.storageKey, version.size])).toEqual([
      [1, document.storageKey, 1000],
      [2, first.body.upload.storageKey, 100],
    ]);
    expect(used).toBe(5000 + 300);
  });

  it('loses no version when replacements of the same document run at once', async () => {
    const { organization, admin, manager, document } = await aReplaceableDocument();
    const sizes = Array.from({ length: 20 }, (_, index) => index + 1);
    const responses = await Promise.all(
      sizes.map((size, index) => replace(document.id, index % 2 ? admin.id : manager.id, pdfReplacement(size))),
    );
    expect(responses.map((response) => response.status)).toEqual(sizes.map(() => 200));
    const { family, used } = await documentSnapshot(document, organization);
    expect(family!.document.currentVersion).toBe(21);
    expect(family!.versions.map((version) => version.version)).toEqual(sizes);
    const keys = [...family!.versions.map((version) => version.storageKey), family!.document.storageKey];
    expect(keys.sort()).toEqual(
      [document.storageKey, ...responses.map((response) => response.body.upload.storageKey)].sort(),
    );
    expect(used).toBe(5000 + 210);
  });

  describe("the organization's upload size limit", () => {
    it('takes a file that fills the limit exactly and refuses one byte more, changing nothing', async () => {
      const { organization, admin, document } = await aReplaceableDocument({
        uploadSizeLimit: 1,
        uploadSizeUsed: importedFileBytes,
      });
      const room = megabyte - importedFileBytes;
      const refused = await replace(document.id, admin.id, pdfReplacement(room + 1));
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        error: 'payload_too_large',
        details: { uploadSizeLimitBytes: megabyte, uploadSizeUsedBytes: importedFileBytes, requestedBytes: room + 1 },
      });
      const untouched = await documentSnapshot(document, organization);
      expect(untouched.family!.versions).toEqual([]);
      expect(untouched.family!.document).toEqual(document);
      expect(untouched.used).toBe(importedFileBytes);

      expect((await replace(document.id, admin.id, pdfReplacement(room))).status).toBe(200);
      const full = await documentSnapshot(document, organization);
      expect((await replace(document.id, admin.id, pdfReplacement(1))).status).toBe(413);
      expect(await documentSnapshot(document, organization)).toEqual(full);
      expect(full.used).toBe(megabyte);
    });

    it('lets only the replacements that fit through when they race for the last space', async () => {
      const { organization, admin, document } = await aReplaceableDocument({
        uploadSizeLimit: 1,
        uploadSizeUsed: importedFileBytes,
      });
      const responses = await Promise.all([
        replace(document.id, admin.id, pdfReplacement(600_000)),
        replace(document.id, admin.id, pdfReplacement(600_000)),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 413]);
      const { family, used } = await documentSnapshot(document, organization);
      expect(used).toBe(importedFileBytes + 600_000);
      expect(family!.versions).toHaveLength(1);
      expect(family!.document.currentVersion).toBe(2);
    });

    it('refuses every replacement under a limit of 0', async () => {
      const { admin, document } = await aReplaceableDocument({ uploadSizeLimit: 0, uploadSizeUsed: importedFileBytes });
      expect((await replace(document.id, admin.id, pdfReplacement(1))).status).toBe(413);
    });
  });

  describe('refusals', () => {
    it('answers 400 to each bound of the body and to unknown properties, changing nothing', async () => {
      const { organization, admin, document } = await aReplaceableDocument();
      const before = await documentSnapshot(document, organization);
      const bodies: unknown[] = [
        {},
        { mimeType: 'application/pdf', size: 1 },
        { ...pdfReplacement(1), name: '' },
        { ...pdfReplacement(1), name: '  ' },
        { ...pdfReplacement(1), name: 'x'.repeat(256) },
        { ...pdfReplacement(1), name: 'tab\tname.pdf' },
        { name: 'a.pdf', size: 1 },
        { ...pdfReplacement(1), mimeType: 'image/png' },
        { ...pdfReplacement(1), mimeType: 'APPLICATION/PDF' },
        pdfReplacement(0),
        pdfReplacement(-1),
        pdfReplacement(1_073_741_825),
        pdfReplacement(1.5),
        { ...pdfReplacement(1), size: '10' },
        { ...pdfReplacement(1), contentType: 'application/pdf' },
        { ...pdfReplacement(1), version: 2 },
        [pdfReplacement(1)],
        null,
      ];
      for (const body of bodies) {
        const { status, body: error } = await replace(document.id, admin.id, body);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(error.error).toBe('validation_error');
        expect(error.details[0]).toMatchObject({ location: 'body' });
      }
      expect(await documentSnapshot(document, organization)).toEqual(before);
    });

    it('accepts every MIME value of the specification and the largest size', async () => {
      const { admin, document } = await aReplaceableDocument({ uploadSizeLimit: 1_048_576 });
      for (const mimeType of [
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/pdf',
        'application/vnd.ms-outlook',
        'message/rfc822',
        'text/plain',
        'text/csv',
      ]) {
        expect((await replace(document.id, admin.id, { name: 'file', mimeType, size: 1 })).status, mimeType).toBe(200);
      }
      expect((await replace(document.id, admin.id, pdfReplacement(1_073_741_824))).status).toBe(200);
      expect((await replace(document.id, admin.id, { ...pdfReplacement(1), name: 'é'.repeat(255) })).status).toBe(200);
      // The specification asks 1..255 characters and nothing more: a path separator is the browser's to replace.
      expect((await replace(document.id, admin.id, { ...pdfReplacement(1), name: 'Plan 1/2.pdf' })).status).toBe(200);
    });

    it('answers 400 to an id that is not a UUID, and finds the document under an upper-case one', async () => {
      const { admin, document } = await aReplaceableDocument();
      const bad = await replace('not-a-uuid', admin.id, pdfReplacement(1));
      expect(bad.status).toBe(400);
      expect(bad.body.details[0]).toMatchObject({ location: 'path', path: 'id' });
      expect((await replace(document.id.toUpperCase(), admin.id, pdfReplacement(1))).status).toBe(200);
    });

    it('answers 415 to a body not sent as application/json and 422 to malformed JSON', async () => {
      const { organization, admin, document } = await aReplaceableDocument();
      const before = await documentSnapshot(document, organization);
      const typed = await replace(document.id, admin.id, pdfReplacement(1), {
        headers: { 'content-type': 'text/plain' },
      });
      expect(typed.status).toBe(415);
      expect(typed.body.error).toBe('unsupported_media_type');
      const malformed = await call('POST', path(document.id), {
        as: admin.id,
        rawBody: '{"name"',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(422);
      expect(await documentSnapshot(document, organization)).toEqual(before);
    });

    it('answers 404 to an unknown document', async () => {
      const { admin } = await aReplaceableDocument();
      const { status, body } = await replace(randomUUID(), admin.id, pdfReplacement(1));
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
    });

    it("answers 404 to another organization's document and changes nothing on either side", async () => {
      const mine = await aReplaceableDocument();
      const theirs = await aReplaceableDocument();
      const before = await documentSnapshot(theirs.document, theirs.organization);
      const { status } = await replace(theirs.document.id, mine.admin.id, pdfReplacement(1));
      expect(status).toBe(404);
      expect(await documentSnapshot(theirs.document, theirs.organization)).toEqual(before);
      expect((await findOrganization(mine.organization.id))!.uploadSizeUsed).toBe(5000);
    });

    it('answers 403 to viewers, changing nothing', async () => {
      const { organization, viewer, document } = await aReplaceableDocument();
      const before = await documentSnapshot(document, organization);
      const { status, body } = await replace(document.id, viewer.id, pdfReplacement(1));
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
      expect(await documentSnapshot(document, organization)).toEqual(before);
    });

    it('answers 403 to callers of another audience', async () => {
      const { document } = await aReplaceableDocument();
      for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
        const { status, body } = await replace(document.id, caller, pdfReplacement(1));
        expect(status).toBe(403);
        expect(body.error).toBe('forbidden');
      }
    });

    it('answers 401 without a valid token', async () => {
      const { document } = await aReplaceableDocument();
      for (const authorization of ['', 'Bearer nope']) {
        const { status, body } = await call('POST', path(document.id), { authorization, body: pdfReplacement(1) });
        expect(status).toBe(401);
        expect(body.error).toBe('unauthorized');
      }
    });
  });
});
