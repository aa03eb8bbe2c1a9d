import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { createSession } from '#shared/stores/auth/sessions.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { Origin } from '#shared/vocabulary/attachments/origin.ts';
import { originTypeCodes } from '#shared/vocabulary/attachments/origin-types.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { type CallOptions, call } from '#test/support/api.ts';
import { anAttachment, anOrganizationWithUsers, anOrigin, numberAheadOfOthers } from '#test/support/files-fixtures.ts';

const path = (id: number | string) => `/attachments/v3/${id}`;
const rename = (id: number | string, as: string, body: unknown, options: CallOptions = {}) =>
  call('PATCH', path(id), { api: 'attachments', as, body, ...options });

let users: { admin: OrganizationUser; manager: OrganizationUser; viewer: OrganizationUser };
let anomaly: Origin;
let clientIntervention: Origin;
let providerIntervention: Origin;
let logo: Origin;
let unit: Origin;

beforeAll(async () => {
  users = await anOrganizationWithUsers();
  const organizationId = users.admin.organizationId;
  anomaly = await anOrigin(organizationId, originTypeCodes.anomaly);
  clientIntervention = await anOrigin(organizationId, originTypeCodes.clientIntervention, {
    siteIds: anomaly.siteIds,
    parent: anomaly,
  });
  providerIntervention = await anOrigin(organizationId, originTypeCodes.providerIntervention, {
    siteIds: anomaly.siteIds,
    parent: anomaly,
  });
  logo = await anOrigin(organizationId, originTypeCodes.organizationLogo, { recordId: organizationId });
  unit = await anOrigin(organizationId, 6);
});

const unchanged = async (attachment: Attachment) =>
  expect(await findAttachment(attachment.organizationId, attachment.id)).toEqual(attachment);

describe('PATCH /attachments/v3/{attachmentId}', () => {
  it('renames the attachment, trimmed, and returns the update result', async () => {
    const attachment = await anAttachment(anomaly, users.manager.id, { name: 'old.pdf', content: 'twelve bytes' });
    const { status, body } = await rename(attachment.id, users.admin.id, { name: '  Constat signé.pdf \t' });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        id: attachment.id,
        name: 'Constat signé.pdf',
        storageKey: attachment.storageKey,
        mimeType: 'application/pdf',
        size: 12,
        attachableType: originTypeCodes.anomaly,
        uploadedById: attachment.uploadedById,
        anomalyId: anomaly.id,
        createdAt: attachment.createdAt,
        updatedAt: expect.any(String),
      },
    });
    expect(body.data.updatedAt > attachment.updatedAt).toBe(true);
    expect(body.data.storageKey).toMatch(new RegExp(`^org/${users.admin.organizationId}/`));
    expect(await findAttachment(attachment.organizationId, attachment.id)).toMatchObject({
      name: 'Constat signé.pdf',
      updatedAt: body.data.updatedAt,
    });
  });

  it('names the origin in the column of its kind, and leaves the other columns out', async () => {
    const columns = async (origin: Origin) => {
      const attachment = await anAttachment(origin, users.admin.id);
      const { body } = await rename(attachment.id, users.admin.id, { name: 'renamed' });
      const {
        id: _id,
        name: _name,
        storageKey: _key,
        mimeType: _type,
        size: _size,
        uploadedById: _by,
        ...rest
      } = body.data;
      const { createdAt: _created, updatedAt: _updated, ...origins } = rest;
      return origins;
    };
    expect(await columns(clientIntervention)).toStrictEqual({
      attachableType: 2,
      anomalyId: anomaly.id,
      clientInterventionId: clientIntervention.id,
    });
    expect(await columns(providerIntervention)).toStrictEqual({
      attachableType: 3,
      anomalyId: anomaly.id,
      providerInterventionId: providerIntervention.id,
    });
    expect(await columns(logo)).toStrictEqual({ attachableType: 4, logoForOrganizationId: logo.id });
    expect(await columns(unit)).toStrictEqual({ attachableType: 6 });
  });

  it('accepts a name of exactly 255 characters after trimming', async () => {
    const attachment = await anAttachment(unit, users.admin.id);
    const name = 'é'.repeat(255);
    const { status, body } = await rename(attachment.id, users.manager.id, { name: ` ${name} ` });
    expect(status).toBe(200);
    expect(body.data.name).toBe(name);
  });

  it('takes a / or \\ in a name, as the browser replaces them when it saves the file', async () => {
    const attachment = await anAttachment(unit, users.admin.id);
    for (const name of ['Plan 1/2.pdf', 'C:\\scan.pdf']) {
      const { status, body } = await rename(attachment.id, users.admin.id, { name });
      expect(status, name).toBe(200);
      expect(body.data.name).toBe(name);
    }
  });

  it('answers 400 to a missing, empty, too long or unsafe name and to unknown properties; nothing changes', async () => {
    const attachment = await anAttachment(unit, users.admin.id, { name: 'keep.pdf' });
    const bodies = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(256) },
      { name: 'bell\u0007.pdf' },
      { name: 'line\nbreak' },
      { name: 'nel\u0085' },
      { name: 'del\u007f' },
      { name: 'report\u202Efdp.exe' },
      { name: 'zero\u200B.pdf' },
      { name: 42 },
      { name: null },
      { name: 'ok.pdf', mimeType: 'text/plain' },
      [],
    ];
    for (const body of bodies) {
      const response = await rename(attachment.id, users.admin.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe('validation_error');
      expect(response.body.details[0]).toMatchObject({ location: 'body' });
    }
    await unchanged(attachment);
  });

  it('answers 400 to an attachment id that is not a <bigint>', async () => {
    for (const id of ['-1', 'abc', '1.5', '9007199254740992']) {
      const { status, body } = await rename(id, users.admin.id, { name: 'x' });
      expect(status, id).toBe(400);
      expect(body.details[0]).toMatchObject({ location: 'path', path: 'attachmentId' });
    }
  });

  it('answers 415 to a body that is not sent as application/json, and 422 to malformed JSON', async () => {
    const attachment = await anAttachment(unit, users.admin.id, { name: 'keep.pdf' });
    for (const contentType of ['text/plain', 'application/merge-patch+json', 'application/x-www-form-urlencoded']) {
      const { status, body } = await rename(
        attachment.id,
        users.admin.id,
        { name: 'x' },
        { headers: { 'content-type': contentType } },
      );
      expect(status, contentType).toBe(415);
      expect(body.error).toBe('unsupported_media_type');
    }
    const withoutType = await call('PATCH', path(attachment.id), {
      api: 'attachments',
      as: users.admin.id,
      rawBody: '{"name":"x"}',
    });
    expect(withoutType.status).toBe(415);
    const malformed = await call('PATCH', path(attachment.id), {
      api: 'attachments',
      as: users.admin.id,
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toBe('malformed_body');
    await unchanged(attachment);
  });

  it('answers 404 to an unknown attachment, id 0 included', async () => {
    for (const id of [9_000_000_000_000, 0]) {
      const { status, body } = await rename(id, users.admin.id, { name: 'x' });
      expect(status, String(id)).toBe(404);
      expect(body.error).toBe('not_found');
    }
  });

  it("answers 404 to another organization's attachment and leaves it as it was", async () => {
    const other = await anOrganizationWithUsers();
    await numberAheadOfOthers(other.organization.id);
    const theirs = await anAttachment(await anOrigin(other.organization.id, originTypeCodes.anomaly), other.admin.id, {
      name: 'theirs.pdf',
    });
    const { status, body } = await rename(theirs.id, users.admin.id, { name: 'mine now' });
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
    await unchanged(theirs);
  });

  it('renames the attachment of its own organization when another organization has one of the same number', async () => {
    const [ours, theirs] = await Promise.all([anOrganizationWithUsers(), anOrganizationWithUsers()]);
    const [mine, same] = await Promise.all([
      anAttachment(await anOrigin(ours.organization.id, originTypeCodes.anomaly), ours.admin.id, { name: 'mine.pdf' }),
      anAttachment(await anOrigin(theirs.organization.id, originTypeCodes.anomaly), theirs.admin.id, {
        name: 'theirs.pdf',
      }),
    ]);
    expect(same.id).toBe(mine.id);
    expect((await rename(mine.id, ours.admin.id, { name: 'renamed.pdf' })).status).toBe(200);
    expect(await findAttachment(ours.organization.id, mine.id)).toMatchObject({ name: 'renamed.pdf' });
    await unchanged(same);
  });

  it('answers 403 when the role may not rename it (actions.canBeUpdated is false)', async () => {
    const file = await anAttachment(unit, users.admin.id, { name: 'keep.pdf' });
    const viewer = await rename(file.id, users.viewer.id, { name: 'x' });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toBe('forbidden');
    const logoFile = await anAttachment(logo, users.admin.id, { name: 'logo.png' });
    expect((await rename(logoFile.id, users.manager.id, { name: 'x' })).status).toBe(403);
    await unchanged(file);
    await unchanged(logoFile);
    expect((await rename(logoFile.id, users.admin.id, { name: 'logo 2026.png' })).status).toBe(200);
  });

  it('answers 403 to back-office callers', async () => {
    const { status, body } = await rename(1, demoIds.backOfficeAdmin, { name: 'x' });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
  });

  it('answers 401 without a token, without a session, with a foreign session and with an expired one', async () => {
    const file = await anAttachment(unit, users.admin.id, { name: 'keep.pdf' });
    const anonymous = await call('PATCH', path(file.id), { api: 'attachments', body: { name: 'x' } });
    expect(anonymous.status).toBe(401);
    const expired = await createSession(users.admin.id, -60);
    const foreign = await createSession(users.viewer.id);
    for (const options of [
      { session: false },
      { headers: { 'x-session-token': foreign.token } },
      { headers: { 'x-session-token': expired.token } },
    ]) {
      const { status, body } = await rename(file.id, users.admin.id, { name: 'x' }, options);
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
    await unchanged(file);
  });
});
