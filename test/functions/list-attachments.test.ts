import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import type { Attachment } from '../../shared/attachments/attachment.ts';
import type { Origin } from '../../shared/attachments/origin.ts';
import { originTypeCodes } from '../../shared/attachments/origin-types.ts';
import { createSession } from '../../shared/auth/sessions.ts';
import type { OrganizationUser } from '../../shared/users/user.ts';
import { call, type CallOptions } from '../support/api.ts';
import { anAttachment, anOrganizationWithUsers, anOrigin } from '../support/files-fixtures.ts';

const path = (type: number | string, id: number | string) => `/attachments/v3/origin/${type}/${id}`;
const list = (origin: Pick<Origin, 'type' | 'id'>, as: string, options: CallOptions = {}) =>
  call('GET', path(origin.type, origin.id), { api: 'attachments', as, ...options });
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

const siteA = randomUUID();
const siteB = randomUUID();
let users: { admin: OrganizationUser; manager: OrganizationUser; viewer: OrganizationUser };
let anomaly: Origin;
let clientIntervention: Origin;
let providerIntervention: Origin;
let logo: Origin;
/** On the anomaly itself, its client intervention (site A) and its provider intervention (site B). */
let own: Attachment[];
let client: Attachment[];
let provider: Attachment[];

const at = (minute: number) => `2026-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

beforeAll(async () => {
  const setup = await anOrganizationWithUsers();
  users = setup;
  const organizationId = setup.organization.id;
  anomaly = await anOrigin(organizationId, originTypeCodes.anomaly, { siteIds: [siteA, siteB] });
  clientIntervention = await anOrigin(organizationId, originTypeCodes.clientIntervention, { siteIds: [siteA], parent: anomaly });
  providerIntervention = await anOrigin(organizationId, originTypeCodes.providerIntervention, { siteIds: [siteB], parent: anomaly });
  logo = await anOrigin(organizationId, originTypeCodes.organizationLogo, { recordId: organizationId });
  own = [
    await anAttachment(anomaly, users.admin.id, { name: 'Photo fuite.jpg', mimeType: 'image/jpeg', content: 'photo-bytes', createdAt: at(1) }),
    await anAttachment(anomaly, users.manager.id, { name: 'constat.PDF', mimeType: 'application/pdf', content: 'constat', createdAt: at(2) }),
    await anAttachment(anomaly, users.admin.id, { name: 'plan.dwg', mimeType: 'application/acad', content: 'plan-plan', createdAt: at(3) }),
  ];
  client = [
    await anAttachment(clientIntervention, users.manager.id, { name: 'bon de commande.pdf', content: 'commande!', createdAt: at(4) }),
    await anAttachment(clientIntervention, users.admin.id, { name: 'devis.xlsx', mimeType: 'application/vnd.ms-excel', content: 'devis', createdAt: at(5) }),
  ];
  provider = [
    await anAttachment(providerIntervention, users.manager.id, { name: 'rapport.pdf', content: 'rapport', createdAt: at(6) }),
    await anAttachment(providerIntervention, users.manager.id, { name: 'facture.pdf', content: 'facture', createdAt: at(7) }),
  ];
});

describe('GET /attachments/v3/origin/{originType}/{originId}', () => {
  it('lists the origin and its child records, newest first, without extensions by default', async () => {
    const { status, body } = await list(anomaly, users.admin.id);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...own, ...client, ...provider].map((a) => a.id).reverse());
    expect(body.pagination).toEqual({ page: 1, pageSize: 50 });
    expect(body).not.toHaveProperty('totalCount');
    const [first] = body.data;
    const newest = provider[1]!;
    expect(first).toEqual({
      id: newest.id, name: 'facture.pdf', mimeType: 'application/pdf', size: 7,
      origin: { type: originTypeCodes.providerIntervention, id: providerIntervention.id },
      presignedUrl: expect.any(String), createdAt: at(7), updatedAt: at(7),
    });
  });
});
