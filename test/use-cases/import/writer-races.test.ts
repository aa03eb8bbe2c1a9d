import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { findAttachment, renameAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { findDocumentWithVersions } from '#shared/stores/documents/document-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { findPlanPoint } from '#shared/stores/plan-points/plan-point-repository.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { replaceDocument } from '#shared/use-cases/documents/replace-document.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { updateAdOrganization } from '#shared/use-cases/organizations/update-ad-organization.ts';
import { movePlanPoint } from '#shared/use-cases/plan-points/move-plan-point.ts';
import { acceptInvitation } from '#shared/use-cases/users/accept-invitation.ts';
import { resendInvitation } from '#shared/use-cases/users/resend-invitation.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import {
  aCatalogueAttachment,
  aFile,
  anImportedOrganization,
  aRecord,
  importInto,
  nextRef,
} from '#test/support/catalogue-fixtures.ts';
import { aReplaceableDocument, pdfReplacement } from '#test/support/document-fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { aPinnedAnomaly } from '#test/support/plan-point-fixtures.ts';

/**
 * Each pair of writers that share an item, raced for real (docs/data-model.md, "Writers"): what
 * every acknowledged write did is still there, versions never go backwards, and the next request
 * succeeds.
 */
const settled = async <T>(promises: Promise<T>[]) => {
  const results = await Promise.allSettled(promises);
  return {
    done: results.filter((result) => result.status === 'fulfilled').length,
    failed: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  };
};

const organizationOf = async (organizationId: string) => {
  const stored = (await findOrganization(organizationId))!;
  return { id: stored.id, type: stored.type, name: stored.name, language: stored.language, timezone: stored.timezone };
};

const reimport = async (organizationId: string, sections: Record<string, unknown>) => {
  const result = await importCatalogue({
    format: 'catalogue/v2',
    organization: await organizationOf(organizationId),
    records: [],
    ...sections,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
};

const callerOf = (organizationId: string, userId: string, type: 'rs' | 'ad' = 'rs'): OrganizationIdentity => ({
  kind: 'organization',
  userId,
  organizationId,
  organizationType: type,
  role: 'admin',
});

describe('writers that share an item', () => {
  it('import and operation 6 on one document: every replacement kept, versions 1..n with no gap, the next one succeeds', async () => {
    const { organization, admin, document } = await aReplaceableDocument();
    const caller = callerOf(organization.id, admin.id);
    const record = { kind: 'document', id: document.id, ref: nextRef('DOC'), title: 'Registre' };
    const replacements = Array.from({ length: 12 }, () => replaceDocument(caller, document.id, pdfReplacement(10)));
    const imports = Array.from({ length: 6 }, (_, index) =>
      reimport(organization.id, {
        records: [
          {
            ...record,
            title: `Registre ${index}`,
            ...(index % 3 === 0 && { file: aFile(`Registre ${index}.pdf`, `bytes ${index}`, 'application/pdf') }),
          },
        ],
      }),
    );
    const [replaced, imported] = await Promise.all([settled(replacements), settled(imports)]);
    expect(imported.failed).toEqual([]);
    expect(replaced.failed).toEqual([]);
    const family = (await findDocumentWithVersions(organization.id, document.id))!;
    const files = [...family.versions, { ...family.document.file!, version: family.document.currentVersion }];
    expect(family.versions.map((version) => version.version)).toEqual(
      Array.from({ length: family.document.currentVersion - 1 }, (_, index) => index + 1),
    );
    expect(files.filter((file) => file.createdByUserId === admin.id)).toHaveLength(replaced.done);
    await expect(replaceDocument(caller, document.id, pdfReplacement(10))).resolves.toMatchObject({ id: document.id });
    const check = await withWriterLease(organization.id, () => checkDerivedItems(organization.id));
    expect(check.drifts).toEqual([]);
  });

  it('a re-import stating the file it stated before leaves the file operation 6 put since; a new file replaces it', async () => {
    const { organization, admin, document } = await aReplaceableDocument();
    const caller = callerOf(organization.id, admin.id);
    const record = { kind: 'document', id: document.id, ref: nextRef('DOC'), title: 'Registre' };
    const stated = aFile('Registre.pdf', 'first bytes', 'application/pdf');
    await reimport(organization.id, { records: [{ ...record, file: stated }] });
    const before = (await findDocumentWithVersions(organization.id, document.id))!.document.currentVersion;
    await replaceDocument(caller, document.id, pdfReplacement(10));
    await reimport(organization.id, { records: [{ ...record, title: 'Registre 2', file: stated }] });
    const kept = (await findDocumentWithVersions(organization.id, document.id))!.document;
    expect(kept.currentVersion).toBe(before + 1);
    expect(kept.file!.createdByUserId).toBe(admin.id);
    await reimport(organization.id, {
      records: [{ ...record, file: aFile('Registre v3.pdf', 'other bytes', 'application/pdf') }],
    });
    const replaced = (await findDocumentWithVersions(organization.id, document.id))!.document;
    expect(replaced).toMatchObject({ currentVersion: before + 2, file: { name: 'Registre v3.pdf' } });
  });

  it('import and operation 3 on one attachment: every rename acknowledged stays while the file states the same file; the next rename succeeds', async () => {
    const unit = aRecord('unit');
    const organization = await anImportedOrganization('rs', { records: [unit] });
    const attached = aCatalogueAttachment(unit.id, 'facade.txt', organization.manager);
    await importInto(organization.id, { records: [unit], attachments: [attached] });
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: fileKeys.attachmentOfUuid(organization.id, attached.id),
        ConsistentRead: true,
      }),
    );
    const id = Item!.attachmentId as number;
    const names = Array.from({ length: 10 }, (_, index) => `renamed ${index}.txt`);
    const renames = names.map((name) => renameAttachment(organization.id, id, name));
    const imports = Array.from({ length: 4 }, (_, index) =>
      importInto(organization.id, { records: [{ ...unit, title: `Unit ${index}` }], attachments: [attached] }),
    );
    const [renamed, imported] = await Promise.all([settled(renames), settled(imports)]);
    expect(imported.failed).toEqual([]);
    expect(renamed.done).toBe(names.length);
    const after = (await findAttachment(organization.id, id, { consistent: true }))!;
    expect(names).toContain(after.name);
    expect(after.revision).toBeGreaterThanOrEqual(1 + names.length);
    await expect(renameAttachment(organization.id, id, 'final.txt')).resolves.toMatchObject({ name: 'final.txt' });
  });

  it('import and operation 8 on one plan point: every acknowledged move counted, the file re-stating its position moves nothing', async () => {
    const organization = await anImportedOrganization('ad');
    const { point, plan, otherPlan, anomaly, unit } = await aPinnedAnomaly(organization.id);
    const caller = callerOf(organization.id, organization.admin, 'ad');
    const filePoint = { id: point.id, anomalyId: anomaly.id, planId: plan.id, xPercent: 10, yPercent: 20 };
    const moves = Array.from({ length: 20 }, (_, index) =>
      movePlanPoint(caller, point.id, { planId: otherPlan.id, xPercent: index, yPercent: 50 }),
    );
    const imports = Array.from({ length: 6 }, (_, index) =>
      reimport(organization.id, { records: [{ ...unit, title: `Unit ${index}` }], planPoints: [filePoint] }),
    );
    const [moved, imported] = await Promise.all([settled(moves), settled(imports)]);
    expect(imported.failed).toEqual([]);
    const after = (await findPlanPoint(organization.id, point.id))!;
    expect(after.version).toBe(point.version + moved.done);
    expect(after.planId).toBe(otherPlan.id);

    await reimport(organization.id, { planPoints: [{ ...filePoint, xPercent: 77 }] });
    const restated = (await findPlanPoint(organization.id, point.id))!;
    expect(restated).toMatchObject({ version: after.version + 1, planId: plan.id, xPercent: 77 });
    await movePlanPoint(caller, point.id, { planId: plan.id, xPercent: 1, yPercent: 1 });
    expect((await findPlanPoint(organization.id, point.id))!.version).toBe(restated.version + 1);
  });

  it('operation 8 with itself: versions count every acknowledged move', async () => {
    const organization = await anImportedOrganization('ad');
    const { point, otherPlan } = await aPinnedAnomaly(organization.id);
    const caller = callerOf(organization.id, organization.admin, 'ad');
    const moved = await settled(
      Array.from({ length: 20 }, (_, index) =>
        movePlanPoint(caller, point.id, { planId: otherPlan.id, xPercent: index, yPercent: index }),
      ),
    );
    expect((await findPlanPoint(organization.id, point.id))!.version).toBe(point.version + moved.done);
  });

  it('import and operation 12 on one user: every acknowledged send counted, the invitation kept by every re-import', async () => {
    const organization = await anImportedOrganization('rs');
    const pending = {
      id: randomUUID(),
      firstName: 'Invited',
      lastName: 'Person',
      email: `invited-${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'pending',
    };
    await reimport(organization.id, { users: [pending] });
    const sends = Array.from({ length: 4 }, () => resendInvitation(pending.id));
    const imports = Array.from({ length: 6 }, (_, index) =>
      reimport(organization.id, { users: [{ ...pending, firstName: `Invited ${index}` }] }),
    );
    const [sent, imported] = await Promise.all([settled(sends), settled(imports)]);
    expect(imported.failed).toEqual([]);
    expect(sent.done).toBeGreaterThan(0);
    const user = (await readOrganizationUser(organization.id, pending.id))!;
    expect(user.invitation?.sentCount).toBe(sent.done);
    expect(user.status).toBe('pending');
  });

  it('import changing the e-mail and operation 12 on one user: a link that lives was sent to the e-mail the user has', async () => {
    const organization = await anImportedOrganization('rs');
    const pending = {
      id: randomUUID(),
      firstName: 'Moving',
      lastName: 'Person',
      email: `moving-${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'pending',
    };
    await reimport(organization.id, { users: [pending] });
    const sends = Array.from({ length: 4 }, () => resendInvitation(pending.id));
    const imports = Array.from({ length: 4 }, (_, index) =>
      reimport(organization.id, { users: [{ ...pending, email: `moved-${index}-${pending.id}@example.com` }] }),
    );
    const [sent, imported] = await Promise.all([settled(sends), settled(imports)]);
    expect(imported.failed).toEqual([]);
    for (const reason of sent.failed)
      expect(reason).toMatchObject({ status: expect.toSatisfy((status: number) => status === 409 || status === 429) });
    const user = (await readOrganizationUser(organization.id, pending.id))!;
    expect(user.invitation?.sentCount ?? 0).toBe(sent.done);
    if (user.invitation?.link) expect(user.invitation.link.sentTo).toBe(user.email);
  });

  it('import disabling a user and accepting its invitation: one of them first, the user disabled, no link left', async () => {
    const organization = await anImportedOrganization('rs');
    const pending = {
      id: randomUUID(),
      firstName: 'Racing',
      lastName: 'Person',
      email: `racing-${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'pending',
    };
    await reimport(organization.id, { users: [pending] });
    await resendInvitation(pending.id);
    const token = tokenOf((await mailsTo(pending.email)).at(-1)!);
    const [accepted, imported] = await Promise.all([
      settled([acceptInvitation(token, 'Correct-Horse-42!')]),
      settled([reimport(organization.id, { users: [{ ...pending, status: 'disabled' }] })]),
    ]);
    expect(imported.failed).toEqual([]);
    for (const reason of accepted.failed) expect(reason).toMatchObject({ status: 404 });
    const user = (await readOrganizationUser(organization.id, pending.id))!;
    expect(user).toMatchObject({ status: 'disabled' });
    expect(user.invitation?.link).toBeUndefined();
    if (accepted.done === 1) expect(user.signedOutAt).toEqual(expect.any(String));
  });

  it('import and operation 4 on one organization: the back-office change and the file change both land', async () => {
    const organization = await anImportedOrganization('ad');
    const updates = Array.from({ length: 8 }, (_, index) =>
      updateAdOrganization(organization.id, { comment: `Comment ${index}` }),
    );
    const names = Array.from({ length: 4 }, (_, index) => `Renamed ${index}`);
    const imports = names.map(async (name) => {
      const result = await importCatalogue({
        format: 'catalogue/v2',
        organization: { ...(await organizationOf(organization.id)), name },
        records: [aRecord('unit')],
      });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
    });
    const [updated, imported] = await Promise.all([settled(updates), settled(imports)]);
    expect(updated.failed).toEqual([]);
    expect(imported.failed).toEqual([]);
    const stored = (await findOrganization(organization.id))!;
    expect(stored.comment).toMatch(/^Comment \d$/);
    expect(names).toContain(stored.name);
  });
});
