import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { db } from '../../shared/db/client.ts';
import type { Document } from '../../shared/documents/document.ts';
import { findDocumentWithVersions } from '../../shared/documents/document-repository.ts';
import { replaceDocument } from '../../shared/documents/replace-document.ts';
import { HttpError } from '../../shared/http/errors.ts';
import type { Organization } from '../../shared/organizations/organization.ts';
import { findOrganization } from '../../shared/organizations/organization-repository.ts';
import { type CallOptions, call } from '../support/api.ts';
import { aFile, aRecord, importInto } from '../support/catalogue-fixtures.ts';
import { anOrganizationWithUsers, readObject } from '../support/files-fixtures.ts';

const path = (id: string) => `/rs/documents/v1/${id}/replace`;
const replace = (id: string, as: string, body: unknown, options: CallOptions = {}) =>
  call('POST', path(id), { as, body, ...options });
const pdf = (size: number) => ({ name: 'Rapport de vérification.pdf', mimeType: 'application/pdf' as const, size });
const megabyte = 1024 * 1024;

/** The document with its current file's fields beside its own, as the assertions name them. */
const flat = (document: Document) => ({
  id: document.id,
  organizationId: document.organizationId,
  currentVersion: document.currentVersion,
  name: document.file?.name,
  mimeType: document.file?.mimeType,
  size: document.file?.size,
  storageKey: document.file?.storageKey,
  fileCreatedAt: document.file?.createdAt,
  fileCreatedByUserId: document.file?.createdByUserId,
});

const snapshot = async (document: { id: string; organizationId: string }, organization: Organization) => {
  const family = await findDocumentWithVersions(document.organizationId, document.id);
  return {
    family: family && { document: flat(family.document), versions: family.versions },
    used: (await findOrganization(organization.id))!.uploadSizeUsed,
  };
};

/** The imported document's file: its bytes count in the organization's usage. */
const fileBytes = 1000;

const fixture = async (organization: Partial<Organization> = {}) => {
  const { uploadSizeUsed = 5000, ...rest } = organization;
  const setup = await anOrganizationWithUsers({
    uploadSizeLimit: 100,
    uploadSizeUsed: uploadSizeUsed - fileBytes,
    ...rest,
  });
  const record = aRecord('document', {
    file: aFile('Registre.pdf', 'x'.repeat(fileBytes), 'application/pdf'),
    createdByUserId: setup.admin.id,
  });
  await importInto(setup.organization.id, { records: [record] });
  const document = (await snapshot({ id: record.id, organizationId: setup.organization.id }, setup.organization))
    .family!.document;
  return { ...setup, document };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /rs/documents/v1/{id}/replace', () => {
  it('keeps the outgoing file as a version, points the document at a new key and counts the new size', async () => {
    const { organization, manager, document } = await fixture();
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

    const { family, used } = await snapshot(document, organization);
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
    const { admin, document } = await fixture();
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
    const { admin, document } = await fixture();
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
    const { organization, admin, document } = await fixture();
    const first = await replace(document.id, admin.id, pdf(100));
    const second = await replace(document.id, admin.id, { ...pdf(200), name: 'second.pdf' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const { family, used } = await snapshot(document, organization);
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
    const { organization, admin, manager, document } = await fixture();
    const sizes = Array.from({ length: 20 }, (_, index) => index + 1);
    const responses = await Promise.all(
      sizes.map((size, index) => replace(document.id, index % 2 ? admin.id : manager.id, pdf(size))),
    );
    expect(responses.map((response) => response.status)).toEqual(sizes.map(() => 200));
    const { family, used } = await snapshot(document, organization);
    expect(family!.document.currentVersion).toBe(21);
    expect(family!.versions.map((version) => version.version)).toEqual(sizes);
    const keys = [...family!.versions.map((version) => version.storageKey), family!.document.storageKey];
    expect(keys.sort()).toEqual(
      [document.storageKey, ...responses.map((response) => response.body.upload.storageKey)].sort(),
    );
    expect(used).toBe(5000 + 210);
  });

  it('loses no version when the domain races itself (both read the same version before writing)', async () => {
    const { organization, admin, document } = await fixture();
    const caller = {
      kind: 'organization',
      userId: admin.id,
      organizationId: organization.id,
      organizationType: 'rs',
      role: 'admin',
    } as const;
    const results = await Promise.all([
      replaceDocument(caller, document.id, pdf(1)),
      replaceDocument(caller, document.id, pdf(2)),
    ]);
    const { family, used } = await snapshot(document, organization);
    expect(family!.document.currentVersion).toBe(3);
    expect(family!.versions.map((version) => version.storageKey).sort()).toEqual(
      [document.storageKey, ...results.map((result) => result.upload.storageKey)]
        .filter((key) => key !== family!.document.storageKey)
        .sort(),
    );
    expect(used).toBe(5003);
  });

  it('answers 409 when contention outlasts the retries, and changes nothing', async () => {
    const { organization, admin, document } = await fixture();
    const before = await snapshot(document, organization);
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
    const error = await replaceDocument(caller, document.id, pdf(10)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    vi.restoreAllMocks();
    expect(await snapshot(document, organization)).toEqual(before);
  });

  describe("the organization's upload size limit", () => {
    it('takes a file that fills the limit exactly and refuses one byte more, changing nothing', async () => {
      const { organization, admin, document } = await fixture({ uploadSizeLimit: 1, uploadSizeUsed: fileBytes });
      const room = megabyte - fileBytes;
      const refused = await replace(document.id, admin.id, pdf(room + 1));
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        error: 'payload_too_large',
        details: { uploadSizeLimitBytes: megabyte, uploadSizeUsedBytes: fileBytes, requestedBytes: room + 1 },
      });
      const untouched = await snapshot(document, organization);
      expect(untouched.family!.versions).toEqual([]);
      expect(untouched.family!.document).toEqual(document);
      expect(untouched.used).toBe(fileBytes);

      expect((await replace(document.id, admin.id, pdf(room))).status).toBe(200);
      const full = await snapshot(document, organization);
      expect((await replace(document.id, admin.id, pdf(1))).status).toBe(413);
      expect(await snapshot(document, organization)).toEqual(full);
      expect(full.used).toBe(megabyte);
    });

    it('lets only the replacements that fit through when they race for the last space', async () => {
      const { organization, admin, document } = await fixture({ uploadSizeLimit: 1, uploadSizeUsed: fileBytes });
      const responses = await Promise.all([
        replace(document.id, admin.id, pdf(600_000)),
        replace(document.id, admin.id, pdf(600_000)),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 413]);
      const { family, used } = await snapshot(document, organization);
      expect(used).toBe(fileBytes + 600_000);
      expect(family!.versions).toHaveLength(1);
      expect(family!.document.currentVersion).toBe(2);
    });

    it('refuses every replacement under a limit of 0', async () => {
      const { admin, document } = await fixture({ uploadSizeLimit: 0, uploadSizeUsed: fileBytes });
      expect((await replace(document.id, admin.id, pdf(1))).status).toBe(413);
    });
  });

  describe('refusals', () => {
    it('answers 400 to each bound of the body and to unknown properties, changing nothing', async () => {
      const { organization, admin, document } = await fixture();
      const before = await snapshot(document, organization);
      const bodies: unknown[] = [
        {},
        { mimeType: 'application/pdf', size: 1 },
        { ...pdf(1), name: '' },
        { ...pdf(1), name: '  ' },
        { ...pdf(1), name: 'x'.repeat(256) },
        { ...pdf(1), name: 'dir/file.pdf' },
        { ...pdf(1), name: 'tab\tname.pdf' },
        { name: 'a.pdf', size: 1 },
        { ...pdf(1), mimeType: 'image/png' },
        { ...pdf(1), mimeType: 'APPLICATION/PDF' },
        pdf(0),
        pdf(-1),
        pdf(1_073_741_825),
        pdf(1.5),
        { ...pdf(1), size: '10' },
        { ...pdf(1), contentType: 'application/pdf' },
        { ...pdf(1), version: 2 },
        [pdf(1)],
        null,
      ];
      for (const body of bodies) {
        const { status, body: error } = await replace(document.id, admin.id, body);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(error.error).toBe('validation_error');
        expect(error.details[0]).toMatchObject({ location: 'body' });
      }
      expect(await snapshot(document, organization)).toEqual(before);
    });

    it('accepts every MIME value of the specification and the largest size', async () => {
      const { admin, document } = await fixture({ uploadSizeLimit: 1_048_576 });
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
      expect((await replace(document.id, admin.id, pdf(1_073_741_824))).status).toBe(200);
      expect((await replace(document.id, admin.id, { ...pdf(1), name: 'é'.repeat(255) })).status).toBe(200);
    });

    it('answers 400 to an id that is not a UUID, and finds the document under an upper-case one', async () => {
      const { admin, document } = await fixture();
      const bad = await replace('not-a-uuid', admin.id, pdf(1));
      expect(bad.status).toBe(400);
      expect(bad.body.details[0]).toMatchObject({ location: 'path', path: 'id' });
      expect((await replace(document.id.toUpperCase(), admin.id, pdf(1))).status).toBe(200);
    });

    it('answers 415 to a body not sent as application/json and 422 to malformed JSON', async () => {
      const { organization, admin, document } = await fixture();
      const before = await snapshot(document, organization);
      const typed = await replace(document.id, admin.id, pdf(1), { headers: { 'content-type': 'text/plain' } });
      expect(typed.status).toBe(415);
      expect(typed.body.error).toBe('unsupported_media_type');
      const malformed = await call('POST', path(document.id), {
        as: admin.id,
        rawBody: '{"name"',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(422);
      expect(await snapshot(document, organization)).toEqual(before);
    });

    it('answers 404 to an unknown document', async () => {
      const { admin } = await fixture();
      const { status, body } = await replace(randomUUID(), admin.id, pdf(1));
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
    });

    it("answers 404 to another organization's document and changes nothing on either side", async () => {
      const mine = await fixture();
      const theirs = await fixture();
      const before = await snapshot(theirs.document, theirs.organization);
      const { status } = await replace(theirs.document.id, mine.admin.id, pdf(1));
      expect(status).toBe(404);
      expect(await snapshot(theirs.document, theirs.organization)).toEqual(before);
      expect((await findOrganization(mine.organization.id))!.uploadSizeUsed).toBe(5000);
    });

    it('answers 403 to viewers, changing nothing', async () => {
      const { organization, viewer, document } = await fixture();
      const before = await snapshot(document, organization);
      const { status, body } = await replace(document.id, viewer.id, pdf(1));
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
      expect(await snapshot(document, organization)).toEqual(before);
    });

    it('answers 403 to callers of another audience', async () => {
      const { document } = await fixture();
      for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
        const { status, body } = await replace(document.id, caller, pdf(1));
        expect(status).toBe(403);
        expect(body.error).toBe('forbidden');
      }
    });

    it('answers 401 without a valid token', async () => {
      const { document } = await fixture();
      for (const authorization of ['', 'Bearer nope']) {
        const { status, body } = await call('POST', path(document.id), { authorization, body: pdf(1) });
        expect(status).toBe(401);
        expect(body.error).toBe('unauthorized');
      }
    });
  });
});
