import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { importLibrary } from '#shared/stores/library-rules/library-import.ts';
import { findPreventiveRule, missingLibraryInstallationIds } from '#shared/stores/library-rules/library-repository.ts';
import { call } from '#test/support/api.ts';

const aLibrary = () => {
  const [main, other] = [randomUUID(), randomUUID()];
  return {
    format: 'library/v1',
    technicalInstallations: [
      { id: main, name: 'Portes coupe-feu', category: 'fire_safety' },
      { id: other, name: 'Ferme-portes', category: 'fire_safety' },
    ],
    preventiveRules: [
      {
        id: randomUUID(),
        name: 'Essai des portes coupe-feu',
        rrule: 'FREQ=MONTHLY;INTERVAL=6',
        ruleType: 'regulatory',
        links: { logbook: 'registry', regulatoryReferences: ['CO 47'], documentationUrls: [] },
        providerTypes: ['qualified_technician'],
        siteScopes: [{ classifications: ['ERP'], categories: [1], activityTypes: [] }],
        mainLibraryTechnicalInstallationId: main,
        libraryTechnicalInstallationIds: [main, other],
      } as Record<string, unknown>,
    ],
  };
};

describe('library/v1 import', () => {
  it('stores installations and rules at version 1, counts a changed rule up and leaves an unchanged one alone', async () => {
    const library = aLibrary();
    const rule = library.preventiveRules[0]!;
    expect(await importLibrary(library, { byBackOfficeUserId: demoIds.backOfficeAdmin })).toEqual({
      ok: true,
      installations: 2,
      rules: 1,
    });
    expect(await findPreventiveRule(rule.id as string)).toMatchObject({
      name: 'Essai des portes coupe-feu',
      description: '',
      version: 1,
    });
    expect(await importLibrary(library)).toMatchObject({ ok: true });
    expect((await findPreventiveRule(rule.id as string))!.version).toBe(1);

    rule.rrule = 'FREQ=YEARLY';
    expect(await importLibrary(library)).toMatchObject({ ok: true });
    expect(await findPreventiveRule(rule.id as string)).toMatchObject({ rrule: 'FREQ=YEARLY', version: 2 });
    // A client that read version 1 gets its conflict.
    const stale = await call('PATCH', `/bo/library-rules/v1/preventive/${rule.id as string}`, {
      as: demoIds.backOfficeAdmin,
      body: { name: 'Autre' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
  });

  it('rejects a file with a missing field, an unknown installation, a bad recurrence or a stray main installation, writing nothing', async () => {
    const library = aLibrary();
    const rule = library.preventiveRules[0]!;
    delete rule.ruleType;
    rule.rrule = 'FREQ=SOMETIMES';
    rule.libraryTechnicalInstallationIds = [library.technicalInstallations[0]!.id, randomUUID()];
    const strayMain = {
      ...library.preventiveRules[0]!,
      id: randomUUID(),
      ruleType: 'calendar',
      rrule: 'FREQ=YEARLY',
      mainLibraryTechnicalInstallationId: randomUUID(),
    };
    library.preventiveRules.push(strayMain);
    const result = await importLibrary(library);
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => [error.field, error.rule]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['preventiveRules[0].ruleType', 'required'],
        ['preventiveRules[0].rrule', 'invalid'],
        ['preventiveRules[1].mainLibraryTechnicalInstallationId', 'invalid'],
      ]),
    );
    expect(
      await missingLibraryInstallationIds(library.technicalInstallations.map((installation) => installation.id)),
    ).toHaveLength(2);

    const unknown = aLibrary();
    unknown.technicalInstallations.pop();
    const refused = await importLibrary(unknown);
    expect(refused.ok ? [] : refused.errors.map((error) => [error.field, error.rule])).toEqual([
      ['preventiveRules[0].libraryTechnicalInstallationIds[1]', 'relation_missing'],
    ]);
  });
});
