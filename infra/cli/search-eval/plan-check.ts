/**
 * A question set checked at the plan level: what the interpreter understood, without the
 * database (no stack, seconds for a set). The same lines run end to end with `npm run
 * eval:search`; this check judges what the plan decides and reads the catalogue file for the rest:
 * - the answer kind: a refusal and its reason, a clarification and its candidates, else a plan
 *   whose records (the catalogue file's, selected by the plan's filters within the line's scope)
 *   number 0 (`no_results`) or not (`results`; `counts` with an aggregate);
 * - the kinds of the first sections, and each expected filter on the first section (refs as ids,
 *   named periods as instants at the set's time of question);
 * - a filter the line does not expect passes when it does not change the records the expected
 *   filters select (README: "Other filters may be present too …"), judged on the file;
 * - the aggregate (`count`, or `groupCount` by the expected dimension), the order, and the
 *   follow-up round trip of a clarification (the plan returned with it does not already hold
 *   the resolution's filter).
 * Not judged here, only end to end: the response shapes, the cards (`matchedField`, at most 10),
 * `forbidden` sections (the executor applies roles), `outsideScopeFor`, and the group counts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import type { Interpretation, NameResolver } from '#shared/vocabulary/search/interpreter.ts';
import type { Plan, PlanSection } from '#shared/vocabulary/search/plan.ts';
import { RESOLUTION_FILTER, type ResolvableKind } from '#shared/vocabulary/search/search-terms.ts';
import {
  type CatalogueFile,
  catalogueResolver,
  loadCatalogue,
} from '#test/use-cases/search/support/catalogue-resolver.ts';
import { type FileRecord, type Selection, selects } from './catalogue-selection.ts';
import { type Expect, type NamedPeriod, periodOf, type QuestionLine } from './expectations.ts';

/** A question set over its catalogue, asked at one time. */
interface PlanLevelSet {
  catalogue: CatalogueFile;
  resolver: NameResolver;
  lines: readonly QuestionLine[];
  now: Date;
}

/** A set's files (paths from `root`) and the time of its questions, read. */
export const loadPlanLevelSet = (
  root: string,
  files: { catalogue: string; questions: string; now: string },
): PlanLevelSet => {
  const catalogue = loadCatalogue(join(root, files.catalogue));
  return {
    catalogue,
    resolver: catalogueResolver(catalogue),
    lines: readFileSync(join(root, files.questions), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as QuestionLine),
    now: new Date(files.now),
  };
};

const ID_FILTERS = new Set(['unit', 'technicalInstallation', 'equipment', 'provider']);

interface Judge {
  set: PlanLevelSet;
  idOf(ref: string): string;
  line: QuestionLine;
}

const interpretationOf = (judge: Judge, resolutions: { kind: ResolvableKind; id: string }[] = []) => {
  const { set, line, idOf } = judge;
  return vocabularyInterpreter.interpret({
    question: line.question,
    organizationLanguage: labelLanguageOf(set.catalogue.organization.language),
    timezone: set.catalogue.organization.timezone,
    now: set.now,
    catalogue: set.resolver,
    resolutions,
    scope: { unitIds: (line.scope?.unitIds ?? []).map(idOf), technicalInstallationIds: [] },
  });
};

/** The plan's filters of a section as the catalogue file's selection (periods as instants, ids lower case). */
const selectionOfPlan = (filters: PlanSection['filters']): Selection => {
  const { period, ...rest } = filters;
  return {
    ...rest,
    ...(period && { period: { from: Date.parse(period.from), to: Date.parse(period.to) } }),
  } as Selection;
};

/** The line's expected filters as a selection: refs as ids, named periods as instants. */
const selectionOfExpect = (judge: Judge, filters: Record<string, unknown>): Selection => {
  const selection: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (ID_FILTERS.has(key)) selection[key] = (value as string[]).map((ref) => judge.idOf(ref).toLowerCase());
    else if (key === 'period')
      selection.period = periodOf(value as NamedPeriod, judge.set.now, judge.set.catalogue.organization.timezone);
    else selection[key] = value;
  }
  return selection as Selection;
};

/** The catalogue file's records of a kind that a selection picks, within the line's scope unless a ref names one. */
const selected = (judge: Judge, kind: Kind, selection: Selection): FileRecord[] => {
  const scope = (judge.line.scope?.unitIds ?? []).map((ref) => judge.idOf(ref).toLowerCase());
  const scoped = scope.length > 0 && selection.ref === undefined ? { ...selection, unit: scope } : selection;
  const now = judge.set.now.getTime();
  const records = judge.set.catalogue.records as unknown as FileRecord[];
  return records.filter(
    (record) =>
      selects(record, kind, scoped, now, now) && (!selection.unit || selects(record, kind, selection, now, now)),
  );
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const show = (value: unknown) => JSON.stringify(value);

/** Each expected filter on the section, as the end-to-end check compares them. */
const filterProblems = (judge: Judge, expect: Expect, section: PlanSection): string[] => {
  const filters = section.filters as Record<string, unknown>;
  return Object.entries(expect.filters ?? {}).flatMap(([key, value]) => {
    const got = filters[key];
    if (key === 'unit' && judge.line.scope) return [];
    if (got === undefined) return [`no ${key} filter (expected ${show(value)})`];
    if (key === 'period') {
      const period = periodOf(value as NamedPeriod, judge.set.now, judge.set.catalogue.organization.timezone);
      const { from, to } = got as { from: string; to: string };
      return Date.parse(from) === period.from && Date.parse(to) === period.to
        ? []
        : [
            `period ${from} – ${to}, expected ${new Date(period.from).toISOString()} – ${new Date(period.to).toISOString()} (${show(value)})`,
          ];
    }
    const wanted = ID_FILTERS.has(key) ? (value as string[]).map((ref) => judge.idOf(ref).toLowerCase()) : value;
    if (Array.isArray(wanted)) {
      const gotList = Array.isArray(got) ? got.map((v) => String(v).toLowerCase()) : [];
      return sameSet(
        gotList,
        wanted.map((v) => String(v).toLowerCase()),
      )
        ? []
        : [`${key} ${show(got)}, expected ${show(value)}`];
    }
    const differs = typeof wanted === 'string' ? String(got).toLowerCase() !== wanted.toLowerCase() : got !== wanted;
    return differs ? [`${key} ${show(got)}, expected ${show(value)}`] : [];
  });
};

/** Filters the line does not name: harmless only when they select the same records as the expected ones. */
const extraFilterProblems = (judge: Judge, expect: Expect, section: PlanSection): string[] => {
  const expected = new Set(Object.keys(expect.filters ?? {}));
  const extra = Object.entries(section.filters).filter(
    ([key]) => !expected.has(key) && !(key === 'unit' && judge.line.scope),
  );
  if (extra.length === 0) return [];
  const wanted = selected(judge, section.entity, selectionOfExpect(judge, expect.filters ?? {}));
  const got = selected(judge, section.entity, selectionOfPlan(section.filters));
  if (
    !expect.count ||
    sameSet(
      wanted.map((r) => r.id),
      got.map((r) => r.id),
    )
  )
    return [];
  return [
    `extra filter ${extra.map(([key, value]) => `${key} ${show(value)}`).join(', ')} (${got.length} records, expected ${wanted.length})`,
  ];
};

/** The kind of answer the executor gives this plan over the catalogue file. */
const answerKindOf = (judge: Judge, plan: Plan): Expect['kind'] => {
  if (plan.clarifications.length > 0) return 'clarification';
  if (plan.sections[0]?.aggregate) return 'counts';
  const forbidden = new Set(judge.line.expect.forbidden ?? []);
  const found = plan.sections.some(
    (section) =>
      !forbidden.has(section.entity) && selected(judge, section.entity, selectionOfPlan(section.filters)).length > 0,
  );
  return found ? 'results' : 'no_results';
};

const aggregateProblems = (expect: Expect, section: PlanSection): string[] => {
  const wanted = expect.kind === 'counts' ? expect.aggregate : undefined;
  const got = section.aggregate;
  if (!wanted) return got ? [`aggregate ${show(got)}, expected none`] : [];
  if (
    !got ||
    got.kind !== wanted.kind ||
    (wanted.kind === 'groupCount' && got.kind === 'groupCount' && got.by !== wanted.by)
  )
    return [`aggregate ${show(got ?? 'none')}, expected ${show(wanted)}`];
  return [];
};

/** What differs between the interpretation and the line's expectation; empty when it passes. */
const planProblems = (judge: Judge, expect: Expect, interpretation: Interpretation): string[] => {
  if (expect.kind === 'unsupported' || interpretation.kind === 'unsupported') {
    const got = interpretation.kind === 'unsupported' ? `unsupported ${interpretation.reason}` : 'a plan';
    return expect.kind === 'unsupported' && got === `unsupported ${expect.reason}`
      ? []
      : [`${got}, expected ${expect.kind === 'unsupported' ? `unsupported ${expect.reason}` : expect.kind}`];
  }
  const { plan } = interpretation;
  if (expect.kind === 'clarification') return clarificationProblems(judge, expect, plan);
  if (plan.clarifications.length > 0) {
    const [pending] = plan.clarifications;
    return [`clarification ${pending!.kind} "${pending!.term}", expected ${expect.kind}`];
  }
  const entities = plan.sections.slice(0, expect.entities?.length ?? 0).map((s) => s.entity);
  if (expect.entities && entities.join() !== expect.entities.join())
    return [`entities ${entities.join(',')}, expected ${expect.entities.join(',')}`];
  const [first] = plan.sections;
  const problems = [
    ...filterProblems(judge, expect, first!),
    ...extraFilterProblems(judge, expect, first!),
    ...aggregateProblems(expect, first!),
  ];
  if (expect.orderBy && first!.order !== expect.orderBy)
    problems.push(`order ${first!.order}, expected ${expect.orderBy}`);
  if (problems.length > 0) return problems;
  const gotKind = answerKindOf(judge, plan);
  const wantedSelection = selectionOfExpect(judge, expect.filters ?? {});
  const wantedKind =
    expect.kind === 'results' && expect.count && selected(judge, first!.entity, wantedSelection).length === 0
      ? 'no_results'
      : expect.kind;
  return gotKind === wantedKind ? [] : [`answer ${gotKind}, expected ${wantedKind}`];
};

const clarificationProblems = (judge: Judge, expect: Expect, plan: Plan): string[] => {
  const [pending] = plan.clarifications;
  const wanted = expect.clarification!;
  if (!pending)
    return [
      `no clarification (sections ${plan.sections.map((s) => s.entity).join(',')} ${show(plan.sections[0]?.filters)}), expected ${wanted.kind}`,
    ];
  if (pending.kind !== wanted.kind) return [`clarification ${pending.kind}, expected ${wanted.kind}`];
  const refOf = (id: string) => judge.set.catalogue.records.find((r) => r.id.toLowerCase() === id)?.ref ?? id;
  const wantedIds = wanted.candidates.map((ref) => judge.idOf(ref).toLowerCase());
  return sameSet(pending.candidateIds, wantedIds)
    ? []
    : [`candidates ${pending.candidateIds.map(refOf).join(',')}, expected ${wanted.candidates.join(',')}`];
};

/** The follow-up of a clarification: asked again with the chosen record, and the returned plan left unresolved. */
const followupProblems = async (judge: Judge, interpretation: Interpretation): Promise<string[]> => {
  const followup = judge.line.expect.followup;
  if (!followup || interpretation.kind !== 'plan') return [];
  const [pending] = interpretation.plan.clarifications;
  if (!pending) return [];
  const resolved = await interpretationOf(judge, [{ kind: pending.kind, id: judge.idOf(followup.resolve) }]);
  const problems = planProblems(judge, followup.expect, resolved).map((p) => `follow-up: ${p}`);
  const section = interpretation.plan.sections[pending.sections[0]!]!;
  if (RESOLUTION_FILTER[pending.kind] in section.filters)
    problems.push(`the clarified plan already holds a ${RESOLUTION_FILTER[pending.kind]} filter`);
  return problems;
};

/** The problems of one line at the plan level; empty when it passes. */
export const checkLineAtPlanLevel = async (set: PlanLevelSet, line: QuestionLine): Promise<string[]> => {
  const idOf = (ref: string) => {
    const record = set.catalogue.records.find((r) => r.ref === ref);
    if (!record) throw new Error(`${line.id}: the catalogue has no record ${ref}`);
    return record.id;
  };
  const judge: Judge = { set, idOf, line };
  const interpretation = await interpretationOf(judge);
  const problems = planProblems(judge, line.expect, interpretation);
  return problems.length > 0 ? problems : followupProblems(judge, interpretation);
};
