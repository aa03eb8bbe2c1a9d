/**
 * A site named beside an installation or equipment says which one is meant: "freight lift
 * anomalies union street" is the freight lift of Union Street Depot, not a choice between every
 * freight lift. When the unit's one record leaves one candidate of such a name, that candidate is
 * the record meant, and the unit, having said which, is no filter of its own; when it leaves
 * several, they are the choice. A unit that leaves none tells nothing about that name.
 */
import type { CatalogueName } from '#shared/vocabulary/search/interpreter.ts';
import type { Span } from './span.ts';

type NameSpan = Extract<Span, { type: 'name' }>;

const NARROWED_KINDS: ReadonlySet<CatalogueName['kind']> = new Set(['technical_installation', 'equipment']);

const uniqueUnit = (span: NameSpan): string | undefined =>
  span.name.kind === 'unit' && !span.name.excluded && span.name.candidates.length === 1
    ? span.name.candidates[0]!.name.id
    : undefined;

/** The names with each installation or equipment name narrowed to the site named beside it. */
export const narrowedBySite = (names: readonly NameSpan[]): NameSpan[] => {
  const units = names.flatMap((span) => uniqueUnit(span) ?? []);
  if (units.length !== 1) return [...names];
  const [unitId] = units;
  let consumed = false;
  const narrowed = names.map((span): NameSpan => {
    const { name } = span;
    if (!NARROWED_KINDS.has(name.kind) || name.excluded || name.candidates.length < 2) return span;
    const within = name.candidates.filter((candidate) => candidate.name.unitIds.includes(unitId!));
    if (within.length === 0) return span;
    consumed ||= within.length === 1;
    return { ...span, name: { ...name, candidates: within } };
  });
  return consumed ? narrowed.filter((span) => uniqueUnit(span) !== unitId) : narrowed;
};
