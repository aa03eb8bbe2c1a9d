/**
 * A `NameResolver` over a catalogue/v1 file held in memory, for interpreter tests and the
 * interpretation benchmark (no database).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import { NAMED_KINDS, type NamedKind } from '#shared/vocabulary/catalogue/facets.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { indexWords } from '#shared/vocabulary/catalogue/words.ts';
import type { CatalogueName, Interpretation, NameResolver, RecordRef } from '#shared/vocabulary/search/interpreter.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';

export interface CatalogueRecord {
  kind: Kind;
  id: string;
  ref: string;
  title: string;
  archived?: boolean;
  unitIds?: string[];
  technicalInstallationIds?: string[];
  [field: string]: unknown;
}

export interface CatalogueFile {
  format: 'catalogue/v1' | 'catalogue/v2';
  organization: { id: string; name: string; language: 'fr-FR' | 'en-US' | 'de-DE'; timezone: string };
  users: { id: string; role: OrganizationRole }[];
  records: CatalogueRecord[];
}

export const loadCatalogue = (path: string): CatalogueFile => JSON.parse(readFileSync(path, 'utf8')) as CatalogueFile;

export const catalogueResolver = (
  catalogue: CatalogueFile,
): NameResolver & { byRef(kind: Kind, ref: string): CatalogueRecord | undefined } => {
  const names: CatalogueName[] = catalogue.records
    .filter((r) => (NAMED_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({
      kind: r.kind as NamedKind,
      id: r.id,
      ref: r.ref,
      name: r.title,
      archived: r.archived ?? false,
      unitIds: r.unitIds ?? [],
      technicalInstallationIds: r.technicalInstallationIds ?? [],
    }));
  const words = new Set(
    catalogue.records.flatMap((r) => [...indexWords(r.title), ...indexWords(typeof r.text === 'string' ? r.text : '')]),
  );
  return {
    knownWords: async (asked) => new Set(asked.filter((word) => words.has(word))),
    names: async (kinds) => (kinds.length === NAMED_KINDS.length ? names : names.filter((n) => kinds.includes(n.kind))),
    findByRef: async (ref): Promise<RecordRef[]> =>
      catalogue.records.filter((r) => r.ref === ref).map((r) => ({ kind: r.kind, id: r.id, ref: r.ref })),
    byRef: (kind, ref) => catalogue.records.find((r) => r.kind === kind && r.ref === ref),
  };
};

/** The interpreter on its own, as a German organization in Berlin asks it on 19 November 2026. */
export const interpretAgainst =
  (resolver: NameResolver) =>
  (question: string): Promise<Interpretation> =>
    vocabularyInterpreter.interpret({
      question,
      organizationLanguage: 'de',
      timezone: 'Europe/Berlin',
      now: new Date('2026-11-19T10:00:00Z'),
      catalogue: resolver,
      resolutions: [],
      scope: { unitIds: [], technicalInstallationIds: [] },
    });

/** The plan a question gets over this resolver; a refusal fails the test with its reason. */
export const planAgainst = (resolver: NameResolver) => {
  const interpret = interpretAgainst(resolver);
  return async (question: string): Promise<Plan> => {
    const interpretation = await interpret(question);
    if (interpretation.kind !== 'plan') throw new Error(`${question}: ${interpretation.reason}`);
    return interpretation.plan;
  };
};

/** A catalogue file of the project (a path from its root), its resolver, and the interpreter and plans over it. */
export const overCatalogue = (path: string) => {
  const catalogue = loadCatalogue(join(projectRoot, path));
  const resolver = catalogueResolver(catalogue);
  return {
    catalogue,
    resolver,
    interpret: interpretAgainst(resolver),
    planOf: planAgainst(resolver),
    idOf: (ref: string) => catalogue.records.find((r) => r.ref === ref)!.id,
  };
};
