/**
 * What the search function needs once it answers a question, and not to start: the interpreter
 * (its code, lexicons, stemmers and date parsers), the executor, the clarifications' cards, the
 * three languages' labels, and Powertools Metrics for the answer's business figure.
 * The function imports it as the lazy chunk `#lazy/answering` (infra/lazy-chunks.ts), loaded by
 * its first question, and reaches all of it through these exports, so that none of it is bundled
 * twice (docs/cold-start.md, "Search").
 *
 * A chunk shares no module with the bundle: what the chunk's code needs of the stores comes in the
 * execution context (`reads`), and it keeps no class and no state of the bundle's.
 */

export { recordSearchAnswer } from '#shared/stores/observability/metrics.ts';
export { clarificationAnswer } from './clarification.ts';
export { executeSection } from './execute-section.ts';
export { draftInterpretation } from './interpreter/draft-interpretation.ts';
