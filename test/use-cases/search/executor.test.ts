import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import { search } from '#shared/use-cases/search/search.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import type { GroupBy } from '#shared/vocabulary/search/search-terms.ts';
import {
  aSearchOrganization,
  cardRefs,
  fixedInterpreter,
  runPlan,
  runSection,
  type SearchOrganization,
  searchNow,
} from '#test/support/search-fixtures.ts';

/** Every DynamoDB command this process sends while `run` runs. */
const commandsDuring = async (run: () => Promise<unknown>): Promise<{ commands: unknown[]; outcome: unknown }> => {
  const commands: unknown[] = [];
  const name = `spy-${Math.random()}`;
  db().middlewareStack.add(
    (next) => async (args) => {
      commands.push(args.input);
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { commands, outcome: await run().catch((error: unknown) => error) };
  } finally {
    db().middlewareStack.remove(name);
  }
};

const march2026 = { from: '2026-03-01T00:00:00+01:00', to: '2026-04-01T00:00:00+02:00' };
const year2026 = { from: '2026-01-01T00:00:00+01:00', to: '2027-01-01T00:00:00+01:00' };

let a: SearchOrganization;
let b: SearchOrganization;

beforeAll(async () => {
  [a, b] = await Promise.all([aSearchOrganization({ variant: 'a' }), aSearchOrganization({ variant: 'b' })]);
});

describe('search executor: filters', () => {
  it('lists the live records of a kind, newest first, undated last', async () => {
    const section = await runSection(a, { entity: 'anomaly' });
    expect(cardRefs(section)).toEqual(['ANO-5', 'ANO-1', 'ANO-2', 'ANO-3', 'ANO-6']);
    expect(section.totalCount).toBe(5);
    expect(section.hasMore).toBe(false);
    expect(section.filters).toEqual([]);
    expect(section.orderBy).toEqual({ param: 'detectedAt', direction: 'desc' });
    expect(section.label).toBe('Anomalies');
  });

  it('reverses the order on asc (undated records count as the oldest)', async () => {
    const section = await runSection(a, { entity: 'anomaly', order: 'asc' });
    expect(cardRefs(section)).toEqual(['ANO-6', 'ANO-3', 'ANO-2', 'ANO-1', 'ANO-5']);
    expect(section.orderBy).toEqual({ param: 'detectedAt', direction: 'asc' });
  });

  it.each([
    [
      'status (open set)',
      { entity: 'anomaly', filters: { status: ['open', 'in_progress'] } },
      ['ANO-1', 'ANO-2', 'ANO-6'],
    ],
    ['status (one)', { entity: 'equipment', filters: { status: ['out_of_service'] } }, ['EQU-2']],
    ['priority', { entity: 'anomaly', filters: { priority: ['critical'] } }, ['ANO-1']],
    ['priority (several)', { entity: 'anomaly', filters: { priority: ['high', 'critical'] } }, ['ANO-1', 'ANO-2']],
    ['interventionType', { entity: 'intervention', filters: { interventionType: ['preventive'] } }, ['INT-1']],
    ['visitType', { entity: 'commission', filters: { visitType: ['periodic'] } }, ['COM-1']],
    ['decision', { entity: 'commission', filters: { decision: ['unfavorable'] } }, ['COM-1']],
    ['overdue on the overdue date (anomaly dueAt)', { entity: 'anomaly', filters: { overdue: true } }, ['ANO-1']],
    [
      'overdue on the main date (intervention scheduledAt)',
      { entity: 'intervention', filters: { overdue: true } },
      ['INT-1'],
    ],
    ['overdue (compliance dueAt)', { entity: 'compliance', filters: { overdue: true } }, ['CMP-1']],
    ['overdue and a unit', { entity: 'anomaly', filters: { overdue: true, unit: ['UNI-1'] } }, ['ANO-1']],
    ['overdue and a period', { entity: 'anomaly', filters: { overdue: true, period: march2026 } }, ['ANO-1']],
    [
      'overdue and another period',
      {
        entity: 'anomaly',
        filters: { overdue: true, period: { from: '2025-01-01T00:00:00+01:00', to: '2026-01-01T00:00:00+01:00' } },
      },
      [],
    ],
    ['overdue among archived records', { entity: 'anomaly', filters: { overdue: true, archived: true } }, ['ANO-4']],
    [
      'period (a month of the organization time zone)',
      { entity: 'anomaly', filters: { period: march2026 } },
      ['ANO-1'],
    ],
    [
      'period (not whole months)',
      { entity: 'anomaly', filters: { period: { from: '2026-02-01T00:00:00Z', to: '2026-03-15T00:00:00Z' } } },
      ['ANO-1', 'ANO-2'],
    ],
    [
      'period (whole and partial months)',
      {
        entity: 'anomaly',
        filters: { period: { from: '2026-02-15T00:00:00+01:00', to: '2026-04-10T00:00:00+02:00' } },
      },
      ['ANO-5', 'ANO-1'],
    ],
    ['unit', { entity: 'anomaly', filters: { unit: ['UNI-1'] } }, ['ANO-5', 'ANO-1', 'ANO-2']],
    [
      'unit (several)',
      { entity: 'anomaly', filters: { unit: ['UNI-1', 'UNI-2'] } },
      ['ANO-5', 'ANO-1', 'ANO-2', 'ANO-3', 'ANO-6'],
    ],
    ['technicalInstallation', { entity: 'anomaly', filters: { technicalInstallation: ['INS-2'] } }, ['ANO-3']],
    ['equipment', { entity: 'anomaly', filters: { equipment: ['EQU-1'] } }, ['ANO-1', 'ANO-2']],
    ['provider', { entity: 'intervention', filters: { provider: ['PRO-1'] } }, ['INT-3', 'INT-1']],
    ['provider (contacts)', { entity: 'contact', filters: { provider: ['PRO-1'] } }, ['CON-1']],
    ['text', { entity: 'anomaly', filters: { text: 'fuites' } }, ['ANO-1', 'ANO-3']],
    ['text of several words', { entity: 'anomaly', filters: { text: 'Fuite chaudière' } }, ['ANO-1']],
    ['archived', { entity: 'anomaly', filters: { archived: true } }, ['ANO-4']],
    [
      'archived: false',
      { entity: 'document', filters: { archived: false, unit: ['UNI-2'] } },
      ['DOC-12', 'DOC-10', 'DOC-8', 'DOC-6', 'DOC-4', 'DOC-2'],
    ],
    ['ref', { entity: 'anomaly', filters: { ref: 'ANO-2' } }, ['ANO-2']],
    [
      'two filters: status and unit',
      { entity: 'anomaly', filters: { status: ['open', 'in_progress'], unit: ['UNI-1'] } },
      ['ANO-1', 'ANO-2'],
    ],
    [
      'two filters: priority and unit',
      { entity: 'anomaly', filters: { priority: ['critical'], unit: ['UNI-1'] } },
      ['ANO-1'],
    ],
    [
      'two filters: the smaller list, filtered by the other',
      { entity: 'anomaly', filters: { priority: ['medium'], unit: ['UNI-1'] } },
      ['ANO-5'],
    ],
    [
      'two filters: provider and unit',
      { entity: 'intervention', filters: { provider: ['PRO-1'], unit: ['UNI-2'] } },
      ['INT-3'],
    ],
    [
      'two filters: unit and period',
      { entity: 'anomaly', filters: { unit: ['UNI-1'], period: year2026 } },
      ['ANO-5', 'ANO-1', 'ANO-2'],
    ],
    [
      'three filters: status, equipment and text',
      { entity: 'anomaly', filters: { status: ['open'], equipment: ['EQU-1'], text: 'chaudière' } },
      ['ANO-1'],
    ],
    ['a unit record is linked to itself', { entity: 'unit', filters: { unit: ['UNI-2'] } }, ['UNI-2']],
  ] as const)('filters by %s', async (_name, section, expected) => {
    const result = await runSection(a, resolve(a, section));
    expect(cardRefs(result)).toEqual(expected);
    expect(result.totalCount).toBe(expected.length);
  });

  it('excludes archived records unless archived ones are asked for, and shows no filter for the default', async () => {
    const live = await runSection(a, { entity: 'document' });
    expect(live.totalCount).toBe(12);
    expect(cardRefs(live)).not.toContain('DOC-13');
    expect(live.filters.some((filter) => filter.key === 'archived')).toBe(false);
    const archived = await runSection(a, { entity: 'document', filters: { archived: true } });
    expect(cardRefs(archived)).toEqual(['DOC-13']);
    expect(archived.cards[0]!.lifecycle).toEqual({ archived: true, historized: false });
    expect(archived.filters).toEqual([
      { key: 'archived', label: 'Archivage', value: true, valueLabel: 'Archivés uniquement' },
    ]);
  });

  it('returns a record named by its reference even when archived', async () => {
    const section = await runSection(a, { entity: 'anomaly', filters: { ref: 'ANO-4' } });
    expect(cardRefs(section)).toEqual(['ANO-4']);
    expect(section.cards[0]!.lifecycle.archived).toBe(true);
  });

  it('gives 10 cards and hasMore when more records match', async () => {
    const section = await runSection(a, { entity: 'document' });
    expect(section.cards).toHaveLength(10);
    expect(section.totalCount).toBe(12);
    expect(section.hasMore).toBe(true);
    expect(section.cards[0]!.ref).toBe('DOC-12');
    const small = await runSection(a, { entity: 'document', pageSize: 3, order: 'asc' });
    expect(cardRefs(small)).toEqual(['DOC-1', 'DOC-2', 'DOC-3']);
    expect(small.hasMore).toBe(true);
  });
});

/** Refs in a plan's relation filters stand for the organization's ids, as the interpreter would resolve them. */
const resolve = (organization: SearchOrganization, section: Record<string, unknown>) => {
  const filters = { ...((section.filters as Record<string, unknown> | undefined) ?? {}) };
  for (const key of ['unit', 'technicalInstallation', 'equipment', 'provider']) {
    if (Array.isArray(filters[key])) filters[key] = (filters[key] as string[]).map((ref) => organization.ids[ref]!);
  }
  return { ...section, filters } as Parameters<typeof runSection>[1];
};

describe('search executor: cards', () => {
  it('names the units and installations of a card and carries its lifecycle', async () => {
    const section = await runSection(a, { entity: 'intervention', filters: { ref: 'INT-1' } });
    expect(section.cards).toEqual([
      {
        entityType: 'intervention',
        id: a.ids['INT-1'],
        ref: 'INT-1',
        title: 'Maintenance préventive chaufferie',
        subtitle: null,
        status: 'planned',
        interventionType: 'preventive',
        lifecycle: { archived: false, historized: false },
        units: [{ id: a.ids['UNI-1'], ref: 'UNI-1', name: 'Bâtiment A' }],
        technicalInstallations: [{ id: a.ids['INS-1'], ref: 'INS-1', name: 'Chaufferie' }],
        matchedField: 'ref',
        outsideRequestedScope: false,
      },
    ]);
    const anomaly = await runSection(a, { entity: 'anomaly', filters: { ref: 'ANO-6' } });
    expect(anomaly.cards[0]).toMatchObject({
      subtitle: null,
      status: 'open',
      lifecycle: { archived: false, historized: true },
    });
    expect(anomaly.cards[0]).not.toHaveProperty('interventionType');
  });

  it.each([
    ['ref', { entity: 'anomaly', filters: { ref: 'ANO-1' } }, ['ref']],
    [
      'title, for a unique name the interpreter turned into a reference',
      { entity: 'unit', filters: { ref: 'UNI-1' }, namedBy: 'title' },
      ['title'],
    ],
    ['title or text, for a text term', { entity: 'anomaly', filters: { text: 'fuite' } }, ['title', 'text']],
    [
      'related, for a filter on another record',
      { entity: 'anomaly', filters: { unit: ['UNI-1'] } },
      ['related', 'related', 'related'],
    ],
  ] as const)('sets matchedField to %s', async (_name, section, expected) => {
    const result = await runSection(a, resolve(a, section));
    expect(result.cards.map((card) => card.matchedField)).toEqual(expected);
  });
});

describe('search executor: scope', () => {
  it('restricts every section to the scope and shows it as a filter', async () => {
    const section = await runSection(
      a,
      { entity: 'anomaly', filters: { status: ['open', 'in_progress'] } },
      { request: { scope: { unitIds: [a.ids['UNI-2']!] } } },
    );
    expect(cardRefs(section)).toEqual(['ANO-6']);
    expect(section.cards[0]!.outsideRequestedScope).toBe(false);
    expect(section.filters).toContainEqual({
      key: 'unit',
      label: 'Site',
      value: [a.ids['UNI-2']],
      valueLabel: 'Bâtiment B',
    });
    expect(section.listParams).toMatchObject({ unitIds: [a.ids['UNI-2']] });
  });

  it('restricts by installation scope', async () => {
    const section = await runSection(
      a,
      { entity: 'anomaly' },
      { request: { scope: { technicalInstallationIds: [a.ids['INS-1']!] } } },
    );
    expect(cardRefs(section)).toEqual(['ANO-5', 'ANO-1', 'ANO-2']);
  });

  it('returns a record named by reference outside the scope, flagged', async () => {
    const outside = await runSection(
      a,
      { entity: 'anomaly', filters: { ref: 'ANO-1' } },
      { request: { scope: { unitIds: [a.ids['UNI-2']!] } } },
    );
    expect(cardRefs(outside)).toEqual(['ANO-1']);
    expect(outside.cards[0]!.outsideRequestedScope).toBe(true);
    expect(outside.filters.map((filter) => filter.key)).toEqual(['ref']);
    const inside = await runSection(
      a,
      { entity: 'anomaly', filters: { ref: 'ANO-3' } },
      { request: { scope: { unitIds: [a.ids['UNI-2']!] } } },
    );
    expect(inside.cards[0]!.outsideRequestedScope).toBe(false);
  });
});

describe('search executor: counts and breakdowns', () => {
  it('counts', async () => {
    const response = await runPlan(a, {
      sections: [{ entity: 'anomaly', filters: { status: ['open', 'in_progress'] }, aggregate: { kind: 'count' } }],
    });
    expect(response.answer).toEqual({ kind: 'counts' });
    expect(response.sections[0]!.aggregate).toEqual({ kind: 'count', count: 3 });
    expect(response.sections[0]!.totalCount).toBe(3);
  });

  it.each([
    ['a whole year', { entity: 'anomaly', filters: { period: year2026 } }, 3],
    [
      'a period with a unit and statuses',
      { entity: 'anomaly', filters: { period: year2026, unit: ['UNI-1'], status: ['open', 'cancelled'] } },
      2,
    ],
    ['overdue records', { entity: 'intervention', filters: { overdue: true } }, 1],
    ['overdue records on another date', { entity: 'anomaly', filters: { overdue: true } }, 1],
    [
      'a period of whole and partial months',
      {
        entity: 'anomaly',
        filters: { period: { from: '2026-02-15T00:00:00+01:00', to: '2026-04-10T00:00:00+02:00' } },
      },
      2,
    ],
    [
      'a period within a month',
      {
        entity: 'anomaly',
        filters: { period: { from: '2026-03-05T00:00:00+01:00', to: '2026-03-31T00:00:00+02:00' } },
      },
      1,
    ],
    ['several units sharing records', { entity: 'equipment', filters: { unit: ['UNI-1', 'UNI-2'] } }, 2],
    ['nothing', { entity: 'anomaly', filters: { priority: ['low'], unit: ['UNI-1'] } }, 0],
  ] as const)('counts %s', async (_name, section, expected) => {
    const result = await runSection(a, { ...resolve(a, section), aggregate: { kind: 'count' } });
    expect(result.aggregate).toEqual({ kind: 'count', count: expected });
  });

  const cases: [GroupBy, Record<string, unknown>, [string, string, number][]][] = [
    [
      'status',
      { entity: 'anomaly' },
      [
        ['open', 'Ouverte', 2],
        ['cancelled', 'Annulée', 1],
        ['in_progress', 'En cours', 1],
        ['resolved', 'Résolue', 1],
      ],
    ],
    [
      'priority',
      { entity: 'anomaly' },
      [
        ['medium', 'Moyenne', 2],
        ['low', 'Basse', 1],
        ['critical', 'Critique', 1],
        ['high', 'Haute', 1],
      ],
    ],
    [
      'interventionType',
      { entity: 'intervention' },
      [
        ['troubleshooting', 'Dépannage', 1],
        ['curative', 'Maintenance curative', 1],
        ['preventive', 'Maintenance préventive', 1],
      ],
    ],
    [
      'unit',
      { entity: 'anomaly' },
      [
        ['UNI-1', 'Bâtiment A', 3],
        ['UNI-2', 'Bâtiment B', 2],
      ],
    ],
    [
      'technicalInstallation',
      { entity: 'anomaly' },
      [
        ['INS-1', 'Chaufferie', 3],
        ['INS-2', 'Système de sécurité incendie', 1],
      ],
    ],
    [
      'provider',
      { entity: 'intervention' },
      [
        ['PRO-1', 'Otis', 2],
        ['PRO-2', 'Dalkia', 1],
      ],
    ],
    [
      'visitType',
      { entity: 'commission' },
      [
        ['opening', "Visite d'ouverture", 1],
        ['periodic', 'Visite périodique', 1],
      ],
    ],
    ['decision', { entity: 'commission' }, [['unfavorable', 'Avis défavorable', 1]]],
    [
      'unit',
      { entity: 'anomaly', filters: { status: ['open', 'in_progress'] } },
      [
        ['UNI-1', 'Bâtiment A', 2],
        ['UNI-2', 'Bâtiment B', 1],
      ],
    ],
    [
      'priority',
      { entity: 'anomaly', filters: { unit: ['UNI-1'] } },
      [
        ['critical', 'Critique', 1],
        ['high', 'Haute', 1],
        ['medium', 'Moyenne', 1],
      ],
    ],
    ['status', { entity: 'anomaly', filters: { period: march2026 } }, [['open', 'Ouverte', 1]]],
    ['unit', { entity: 'anomaly', filters: { unit: ['UNI-2'] } }, [['UNI-2', 'Bâtiment B', 2]]],
    [
      'priority',
      {
        entity: 'anomaly',
        filters: { period: { from: '2026-02-15T00:00:00+01:00', to: '2026-04-10T00:00:00+02:00' } },
      },
      [
        ['critical', 'Critique', 1],
        ['medium', 'Moyenne', 1],
      ],
    ],
    ['status', { entity: 'intervention', filters: { overdue: true } }, [['planned', 'Planifiée', 1]]],
    ['status', { entity: 'anomaly', filters: { overdue: true } }, [['open', 'Ouverte', 1]]],
    [
      'provider',
      {
        entity: 'intervention',
        filters: { period: { from: '2026-01-10T00:00:00+01:00', to: '2026-05-10T00:00:00+02:00' } },
      },
      [
        ['PRO-2', 'Dalkia', 1],
        ['PRO-1', 'Otis', 1],
      ],
    ],
  ];
  it.each(cases)('breaks down by %s (%j)', async (by, section, expected) => {
    const result = await runSection(a, { ...resolve(a, section), aggregate: { kind: 'groupCount', by } });
    const ids = (value: string) => a.ids[value] ?? value;
    expect(result.aggregate).toEqual({
      kind: 'groupCount',
      by,
      groups: expected.map(([value, label, count]) => ({ value: ids(value), label, count })),
    });
  });
});

describe('search executor: permissions', () => {
  it.each(['contract', 'member'] as const)(
    'answers a %s section forbidden for a viewer without reading that kind',
    async (kind) => {
      const { commands, outcome } = await commandsDuring(() =>
        search(
          a.caller('viewer'),
          { query: 'question' },
          {
            interpreter: fixedInterpreter({ version: 1, language: 'fr', sections: [{ entity: kind }] }),
            now: searchNow,
          },
        ),
      );
      const response = outcome as Awaited<ReturnType<typeof search>>;
      expect(response.answer).toEqual({ kind: 'no_results' });
      expect(response.sections[0]).toMatchObject({
        entity: kind,
        unavailable: 'forbidden',
        cards: [],
        totalCount: 0,
        hasMore: false,
      });
      expect(JSON.stringify(commands)).not.toContain(`#${kind}#`);
      const asManager = await runSection(a, { entity: kind }, { role: 'manager' });
      // One member record in the file, and each of the three users is a member too.
      expect(asManager.totalCount).toBe(kind === 'member' ? 4 : 1);
      expect(asManager).not.toHaveProperty('unavailable');
    },
  );

  it('answers the readable sections of the same plan', async () => {
    const response = await runPlan(
      a,
      { sections: [{ entity: 'contract' }, { entity: 'provider' }] },
      { role: 'viewer' },
    );
    expect(response.sections.map((section) => [section.entity, section.unavailable, section.totalCount])).toEqual([
      ['contract', 'forbidden', 0],
      ['provider', undefined, 2],
    ]);
    expect(response.answer).toEqual({ kind: 'results' });
  });
});

describe('search executor: labels and list parameters', () => {
  it('writes filters, list parameters and the period in the organization time zone', async () => {
    const section = await runSection(
      a,
      resolve(a, {
        entity: 'anomaly',
        filters: {
          status: ['open', 'in_progress'],
          priority: ['high', 'critical'],
          period: march2026,
          unit: ['UNI-1'],
          text: 'fuite',
        },
      }),
    );
    expect(section.filters).toEqual([
      { key: 'status', label: 'Statut', value: ['open', 'in_progress'], valueLabel: 'Ouvert' },
      { key: 'priority', label: 'Priorité', value: ['high', 'critical'], valueLabel: 'Haute, Critique' },
      { key: 'period', label: 'Période', value: march2026, valueLabel: 'mars 2026' },
      { key: 'unit', label: 'Site', value: [a.ids['UNI-1']], valueLabel: 'Bâtiment A' },
      { key: 'text', label: 'Texte', value: 'fuite', valueLabel: 'fuite' },
    ]);
    expect(section.listParams).toEqual({
      status: ['open', 'in_progress'],
      priority: ['high', 'critical'],
      from: march2026.from,
      to: march2026.to,
      unitIds: [a.ids['UNI-1']],
      search: 'fuite',
      orderBy: 'detectedAt',
      order: 'desc',
    });
    expect(cardRefs(section)).toEqual(['ANO-1']);
  });

  it.each([
    ['en', 'Anomalies', 'Status', 'Open', 'March 2026', 'Critical', 'Overdue'],
    ['de', 'Mängel', 'Status', 'Offen', 'März 2026', 'Kritisch', 'Überfällig'],
    ['fr', 'Anomalies', 'Statut', 'Ouvert', 'mars 2026', 'Critique', 'En retard'],
  ] as const)(
    'labels in %s',
    async (language, sectionLabel, statusLabel, openLabel, periodLabel, criticalLabel, overdueLabel) => {
      const section = await runSection(
        a,
        {
          entity: 'anomaly',
          filters: { status: ['open', 'in_progress'], period: march2026, overdue: true },
          aggregate: { kind: 'groupCount', by: 'priority' },
        },
        { language },
      );
      expect(section.label).toBe(sectionLabel);
      expect(section.filters[0]).toMatchObject({ label: statusLabel, valueLabel: openLabel });
      expect(section.filters.find((filter) => filter.key === 'period')!.valueLabel).toBe(periodLabel);
      expect(section.filters.find((filter) => filter.key === 'overdue')!.valueLabel).toBe(overdueLabel);
      expect(section.aggregate).toEqual({
        kind: 'groupCount',
        by: 'priority',
        groups: [{ value: 'critical', label: criticalLabel, count: 1 }],
      });
    },
  );

  it('writes other periods readably', async () => {
    const year = await runSection(a, { entity: 'anomaly', filters: { period: year2026 } });
    expect(year.filters[0]!.valueLabel).toBe('2026');
    const days = await runSection(a, {
      entity: 'anomaly',
      filters: { period: { from: '2026-02-01T00:00:00+01:00', to: '2026-03-15T00:00:00+01:00' } },
    });
    expect(days.filters[0]!.valueLabel).toBe('du 1 février 2026 au 14 mars 2026');
  });
});

describe('search executor: answers', () => {
  // searchNow is 2026-06-15: a period after it holds nothing overdue.
  const future = { from: '2026-09-01T00:00:00+02:00', to: '2026-10-01T00:00:00+02:00' };

  it.each([
    [
      'overdue on the main date in a future period',
      { entity: 'intervention', filters: { overdue: true, period: future } },
    ],
    [
      'overdue with only closed statuses',
      { entity: 'anomaly', filters: { overdue: true, status: ['resolved'] as string[] } },
    ],
    [
      'overdue in a future period, by reference',
      { entity: 'intervention', filters: { overdue: true, period: future, ref: 'INT-1' } },
    ],
    [
      'overdue in a future period, by text',
      { entity: 'intervention', filters: { overdue: true, period: future, text: 'maintenance' } },
    ],
  ] as const)('answers no_results, without a read, for filters that contradict each other: %s', async (_, section) => {
    const { commands, outcome } = await commandsDuring(() =>
      runPlan(a, { sections: [{ ...section, aggregate: { kind: 'groupCount', by: 'status' } }, section] }),
    );
    expect(outcome).toMatchObject({ answer: { kind: 'counts' } });
    const [grouped, listed] = (outcome as Awaited<ReturnType<typeof runPlan>>).sections;
    expect(grouped!.aggregate).toEqual({ kind: 'groupCount', by: 'status', groups: [] });
    expect([grouped!.totalCount, listed!.totalCount, listed!.cards]).toEqual([0, 0, []]);
    expect(listed!.filters.map((filter) => filter.key)).toContain('overdue');
    // Only the organization is read: no list, counter, record, reference or word.
    expect(JSON.stringify(commands)).not.toMatch(/#(LIST|COUNTM?|REC|REF|WORD)#/);
  });

  it('answers no_results for overdue records in a future period, on the main date or another', async () => {
    const response = await runPlan(a, {
      sections: [
        { entity: 'intervention', filters: { overdue: true, period: future } },
        { entity: 'anomaly', filters: { overdue: true, period: future } },
      ],
    });
    expect(response.answer).toEqual({ kind: 'no_results' });
  });

  it('counts a value the plan and the scope both name once', async () => {
    const unit = a.ids['UNI-1']!;
    const response = await runPlan(
      a,
      {
        sections: [
          { entity: 'anomaly', filters: { unit: [unit, unit] }, aggregate: { kind: 'count' } },
          { entity: 'anomaly', filters: { priority: ['critical', 'critical'] }, aggregate: { kind: 'count' } },
        ],
      },
      { request: { scope: { unitIds: [unit, unit.toUpperCase()] } } },
    );
    const alone = await runPlan(a, {
      sections: [
        { entity: 'anomaly', filters: { unit: [unit] }, aggregate: { kind: 'count' } },
        { entity: 'anomaly', filters: { priority: ['critical'], unit: [unit] }, aggregate: { kind: 'count' } },
      ],
    });
    expect(response.sections.map((section) => section.aggregate)).toEqual(
      alone.sections.map((section) => section.aggregate),
    );
  });

  it('answers no_results with the sections searched', async () => {
    const response = await runPlan(a, {
      sections: [{ entity: 'anomaly', filters: { priority: ['low'], status: ['open'] } }],
    });
    expect(response.answer).toEqual({ kind: 'no_results' });
    expect(response.sections[0]!.filters.map((filter) => filter.key)).toEqual(['status', 'priority']);
  });

  it('answers one section per kind asked, in order', async () => {
    const response = await runPlan(a, { sections: [{ entity: 'intervention' }, { entity: 'anomaly', pageSize: 0 }] });
    expect(
      response.sections.map((section) => [section.entity, section.totalCount, section.cards.length, section.hasMore]),
    ).toEqual([
      ['intervention', 3, 3, false],
      ['anomaly', 5, 0, true],
    ]);
    expect(response.plan).toMatchObject({ version: 1, sections: [{ entity: 'intervention' }, { entity: 'anomaly' }] });
  });

  it('asks for a clarification with candidate cards', async () => {
    const plan = {
      version: 1 as const,
      language: 'fr' as const,
      sections: [{ entity: 'anomaly' as const }],
      clarifications: [
        {
          term: 'chaudière',
          kind: 'equipment' as const,
          candidateIds: [a.ids['EQU-2']!, a.ids['EQU-1']!, b.ids['EQU-1']!],
          sections: [0],
        },
      ],
    };
    const response = await search(
      a.caller(),
      { query: 'anomalies de la chaudière', scope: { unitIds: [a.ids['UNI-1']!] } },
      { interpreter: fixedInterpreter(plan), now: searchNow },
    );
    expect(response.answer).toEqual({ kind: 'clarification', term: 'chaudière' });
    expect(response.sections).toEqual([]);
    expect(response.clarification!.kind).toBe('equipment');
    // The other organization's equipment is neither read nor named.
    expect(
      response.clarification!.candidates.map((card) => [card.ref, card.matchedField, card.outsideRequestedScope]),
    ).toEqual([
      ['EQU-2', 'title', true],
      ['EQU-1', 'title', false],
    ]);
    expect(response.plan).toMatchObject({ clarifications: [{ term: 'chaudière' }] });
  });

  it('finishes a clarified question from the plan sent back, without the interpreter', async () => {
    const plan = {
      version: 1,
      language: 'fr',
      sections: [{ entity: 'anomaly', filters: { status: ['open', 'in_progress', 'resolved'] } }],
      clarifications: [
        { term: 'chaudière', kind: 'equipment', candidateIds: [a.ids['EQU-1'], a.ids['EQU-2']], sections: [0] },
      ],
    };
    const refusing = { interpret: async () => ({ kind: 'unsupported' as const, reason: 'mutation' as const }) };
    const response = await search(
      a.caller(),
      {
        query: 'anomalies de la chaudière',
        resolutions: [{ kind: 'equipment', id: a.ids['EQU-2']! }],
        previous: { question: 'anomalies de la chaudière', plan },
      },
      { interpreter: refusing, now: searchNow },
    );
    expect(response.answer).toEqual({ kind: 'results' });
    expect(cardRefs(response.sections[0]!)).toEqual(['ANO-3']);
    expect(response.sections[0]!.filters).toContainEqual({
      key: 'equipment',
      label: 'Équipement',
      value: [a.ids['EQU-2']],
      valueLabel: 'Extincteur hall',
    });
    expect(response.plan).toMatchObject({ clarifications: [] });
  });

  it.each([
    ['another version', { version: 2, language: 'fr', sections: [{ entity: 'anomaly' }] }],
    ['an unknown member', { version: 1, language: 'fr', sections: [{ entity: 'anomaly' }], extra: true }],
    [
      'a status of another kind',
      { version: 1, language: 'fr', sections: [{ entity: 'anomaly', filters: { status: ['done'] } }] },
    ],
    [
      'a filter that does not apply',
      { version: 1, language: 'fr', sections: [{ entity: 'document', filters: { priority: ['low'] } }] },
    ],
    [
      'a breakdown that does not apply',
      { version: 1, language: 'fr', sections: [{ entity: 'unit', aggregate: { kind: 'groupCount', by: 'status' } }] },
    ],
    ['no section', { version: 1, language: 'fr', sections: [] }],
    [
      'a clarification of a missing section',
      {
        version: 1,
        language: 'fr',
        sections: [{ entity: 'anomaly' }],
        clarifications: [
          {
            term: 'x',
            kind: 'unit',
            candidateIds: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
            sections: [3],
          },
        ],
      },
    ],
  ])('refuses a plan sent back with %s: a 400 before any read', async (_name, plan) => {
    const { commands, outcome } = await commandsDuring(() =>
      search(
        a.caller(),
        { query: 'question', previous: { question: 'question', plan } },
        { interpreter: fixedInterpreter({ version: 1, language: 'fr', sections: [{ entity: 'anomaly' }] }) },
      ),
    );
    expect(outcome).toBeInstanceOf(HttpError);
    expect((outcome as HttpError).status).toBe(400);
    expect(commands).toEqual([]);
  });
});

describe('search executor: tenant isolation', () => {
  it('reads, counts and names only the caller organization, whose refs and names another organization shares', async () => {
    const mine = await runSection(a, { entity: 'anomaly', filters: { status: ['open', 'in_progress'] } });
    const theirs = await runSection(b, { entity: 'anomaly', filters: { status: ['open', 'in_progress'] } });
    expect(cardRefs(mine)).toEqual(['ANO-1', 'ANO-2', 'ANO-6']);
    expect(mine.cards.map((card) => card.id)).toEqual(['ANO-1', 'ANO-2', 'ANO-6'].map((ref) => a.ids[ref]));
    expect(cardRefs(theirs)).toEqual(['ANO-1', 'ANO-6']);
    expect(theirs.cards.map((card) => card.id)).toEqual(['ANO-1', 'ANO-6'].map((ref) => b.ids[ref]));
    expect(mine.cards[0]!.units).toEqual([{ id: a.ids['UNI-1'], ref: 'UNI-1', name: 'Bâtiment A' }]);
  });

  it('finds a shared reference in the caller organization only', async () => {
    const section = await runSection(b, { entity: 'anomaly', filters: { ref: 'ANO-2' } });
    expect(section.cards.map((card) => [card.id, card.status])).toEqual([[b.ids['ANO-2'], 'resolved']]);
  });

  it('neither counts nor names records of another organization given by id', async () => {
    const section = await runSection(a, {
      entity: 'anomaly',
      filters: { unit: [b.ids['UNI-1']!] },
      aggregate: { kind: 'count' },
    });
    expect(section.totalCount).toBe(0);
    expect(section.aggregate).toEqual({ kind: 'count', count: 0 });
    expect(section.filters[0]!.valueLabel).toBe(b.ids['UNI-1']);
    const groups = await runSection(a, { entity: 'anomaly', aggregate: { kind: 'groupCount', by: 'unit' } });
    expect((groups.aggregate as { groups: { value: string }[] }).groups.map((group) => group.value).sort()).toEqual(
      [a.ids['UNI-1'], a.ids['UNI-2']].sort(),
    );
  });

  it('refuses a resolution naming another organization record', async () => {
    const plan = {
      version: 1,
      language: 'fr',
      sections: [{ entity: 'anomaly' }],
      clarifications: [
        { term: 'chaudière', kind: 'equipment', candidateIds: [a.ids['EQU-1'], a.ids['EQU-2']], sections: [0] },
      ],
    };
    const outcome = await search(
      a.caller(),
      {
        query: 'anomalies',
        resolutions: [{ kind: 'equipment', id: b.ids['EQU-1']! }],
        previous: { question: 'anomalies', plan },
      },
      { now: searchNow },
    ).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(HttpError);
    expect((outcome as HttpError).status).toBe(400);
  });
});
