import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import {
  findOrganization,
  putOrganization,
  readOrganization,
  updateOrganization,
} from '#shared/stores/organizations/organization-repository.ts';
import { readByRef, readRecords } from '#shared/stores/search/catalogue-reads.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import type { CatalogueInput } from '#shared/vocabulary/catalogue-format/schema.ts';
import { aSearchOrganization, cardRefs, runSection, type SearchOrganization } from '#test/support/search-fixtures.ts';

const withRecords = (organization: SearchOrganization, records: unknown[]): CatalogueInput =>
  ({ ...organization.file, users: [], records }) as CatalogueInput;

const recordOf = (organization: SearchOrganization, ref: string) =>
  structuredClone((organization.file.records as { ref: string }[]).find((record) => record.ref === ref)!) as Record<
    string,
    unknown
  >;

describe('catalogue import', () => {
  it('rejects a file with one bad record whole, naming index, field and rule, and writes nothing', async () => {
    const organizationId = randomUUID();
    const file = {
      format: 'catalogue/v1',
      organization: { id: organizationId, type: 'rs', name: 'Rejetée', language: 'fr-FR', timezone: 'Europe/Paris' },
      records: [
        { kind: 'unit', id: randomUUID(), ref: 'UNI-1', title: 'Bâtiment A' },
        { kind: 'anomaly', id: randomUUID(), ref: 'ANO-1', title: 'Fuite', status: 'open', priority: 'urgent' },
      ],
    };
    const result = await importCatalogue(file);
    expect(result).toEqual({
      ok: false,
      errorCount: 1,
      errors: [expect.objectContaining({ recordIndex: 1, field: 'records[1].priority', rule: 'enum' })],
    });
    expect(await findOrganization(organizationId)).toBeUndefined();
    expect(await readByRef(organizationId, 'UNI-1')).toEqual([]);
  });

  it('stores the organization with back-office defaults and its users as organization users', async () => {
    const organization = await aSearchOrganization({ language: 'de-DE' });
    expect(await findOrganization(organization.organizationId)).toMatchObject({
      id: organization.organizationId,
      type: 'rs',
      name: 'Foncière Test',
      language: 'de-DE',
      timezone: 'Europe/Paris',
      onboardingStatus: 'pending',
      accessStatus: 'active',
      archivedAt: null,
    });
    expect(await findUserById(organization.users.viewer)).toMatchObject({
      kind: 'organization',
      organizationId: organization.organizationId,
      organizationType: 'rs',
      role: 'viewer',
      status: 'active',
    });
  });

  it('keeps what the back office set when the file changes the master data', async () => {
    const organization = await aSearchOrganization();
    const stored = (await findOrganization(organization.organizationId))!;
    await putOrganization({ ...stored, comment: 'set by the back office', uploadSizeLimit: 42 });
    const renamed = {
      ...organization.file,
      organization: { ...organization.file.organization, name: 'Foncière Renommée' },
    };
    expect((await importCatalogue(renamed)).ok).toBe(true);
    expect(await findOrganization(organization.organizationId)).toMatchObject({
      name: 'Foncière Renommée',
      comment: 'set by the back office',
      uploadSizeLimit: 42,
    });
  });

  it('never overwrites a back-office change that lands between its read and its write', async () => {
    const organization = await aSearchOrganization();
    const client = db();
    const send = client.send.bind(client);
    let interleaved = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      if (!interleaved && command instanceof TransactWriteCommand) {
        interleaved = true;
        const read = (await readOrganization(organization.organizationId))!;
        await updateOrganization(
          read,
          { comment: 'written meanwhile' },
          { ...read.organization, comment: 'written meanwhile' },
        );
      }
      return send(command as never);
    }) as never);
    try {
      const renamed = {
        ...organization.file,
        organization: { ...organization.file.organization, name: 'Foncière Renommée' },
      };
      expect((await importCatalogue(renamed)).ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(interleaved).toBe(true);
    expect(await findOrganization(organization.organizationId)).toMatchObject({
      name: 'Foncière Renommée',
      comment: 'written meanwhile',
    });
  });

  it('is idempotent: importing the same file again leaves the same records, lists and counts', async () => {
    const organization = await aSearchOrganization();
    const before = await readRecords(organization.organizationId, Object.values(organization.ids));
    const countBefore = await runSection(organization, {
      entity: 'anomaly',
      aggregate: { kind: 'groupCount', by: 'status' },
    });
    expect((await importCatalogue(organization.file)).ok).toBe(true);
    const after = await readRecords(organization.organizationId, Object.values(organization.ids));
    expect([...after.values()].map((record) => [record.id, record.createdAt])).toEqual(
      [...before.values()].map((record) => [record.id, record.createdAt]),
    );
    expect(
      await runSection(organization, { entity: 'anomaly', aggregate: { kind: 'groupCount', by: 'status' } }),
    ).toEqual(countBefore);
  });

  it('moves a changed record out of the lists, counters and words it left', async () => {
    const organization = await aSearchOrganization();
    const changed = {
      ...recordOf(organization, 'ANO-2'),
      title: 'Titre nouveau',
      status: 'resolved',
      unitIds: [organization.ids['UNI-2']],
    };
    expect((await importCatalogue(withRecords(organization, [changed]))).ok).toBe(true);

    expect(
      cardRefs(await runSection(organization, { entity: 'anomaly', filters: { unit: [organization.ids['UNI-1']!] } })),
    ).toEqual(['ANO-5', 'ANO-1']);
    expect(
      cardRefs(
        await runSection(organization, {
          entity: 'anomaly',
          filters: { unit: [organization.ids['UNI-2']!], status: ['resolved'] },
        }),
      ),
    ).toEqual(['ANO-2', 'ANO-3']);
    expect(
      (
        await runSection(organization, {
          entity: 'anomaly',
          filters: { status: ['open', 'in_progress'] },
          aggregate: { kind: 'count' },
        })
      ).aggregate,
    ).toEqual({
      kind: 'count',
      count: 2,
    });
    expect(cardRefs(await runSection(organization, { entity: 'anomaly', filters: { text: 'bruit' } }))).toEqual([]);
    expect(cardRefs(await runSection(organization, { entity: 'anomaly', filters: { text: 'nouveau' } }))).toEqual([
      'ANO-2',
    ]);

    const archived = { ...changed, archived: true };
    expect((await importCatalogue(withRecords(organization, [archived]))).ok).toBe(true);
    expect(cardRefs(await runSection(organization, { entity: 'anomaly', filters: { archived: true } }))).toEqual([
      'ANO-2',
      'ANO-4',
    ]);
    expect((await runSection(organization, { entity: 'anomaly', aggregate: { kind: 'count' } })).totalCount).toBe(4);
  });

  it('accepts relations to records the organization already holds, and refuses unknown ones and taken refs', async () => {
    const organization = await aSearchOrganization();
    const anomaly = (ref: string, extra: Record<string, unknown> = {}) => ({
      kind: 'anomaly',
      id: randomUUID(),
      ref,
      title: 'Nouvelle anomalie',
      status: 'open',
      unitIds: [organization.ids['UNI-1']],
      ...extra,
    });
    expect((await importCatalogue(withRecords(organization, [anomaly('ANO-7')]))).ok).toBe(true);
    expect(cardRefs(await runSection(organization, { entity: 'anomaly', filters: { ref: 'ANO-7' } }))).toEqual([
      'ANO-7',
    ]);

    const missing = await importCatalogue(
      withRecords(organization, [anomaly('ANO-8', { equipmentIds: [randomUUID()] })]),
    );
    expect(missing).toEqual({
      ok: false,
      errorCount: 1,
      errors: [
        expect.objectContaining({ recordIndex: 0, field: 'records[0].equipmentIds[0]', rule: 'relation_missing' }),
      ],
    });
    const taken = await importCatalogue(withRecords(organization, [anomaly('ANO-1')]));
    expect(taken).toEqual({
      ok: false,
      errorCount: 1,
      errors: [expect.objectContaining({ recordIndex: 0, field: 'records[0].ref', rule: 'duplicate_ref' })],
    });
    const otherKind = await importCatalogue(
      withRecords(organization, [{ ...anomaly('ANO-9'), id: organization.ids['UNI-1'] }]),
    );
    expect(otherKind.ok).toBe(false);
    expect(!otherKind.ok && otherKind.errors).toContainEqual(
      expect.objectContaining({ field: 'records[0].id', rule: 'id_kind_conflict' }),
    );
  });
});
