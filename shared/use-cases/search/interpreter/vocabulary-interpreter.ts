/**
 * The offline, deterministic interpreter: vocabulary, stemming, typo tolerance, periods and the
 * organization's own names (docs/search-language.md). Same question, same catalogue, same `now`:
 * same plan. It reads the catalogue only through the `NameResolver`, and never the clock.
 *
 * Its reading (draft-interpretation.ts) writes the plan, the plan's schema checks it here. The
 * search function runs the same two steps apart (active-interpreter.ts): the reading in its lazy
 * chunk, which loads no zod, the check in its bundle.
 */
import { checkedInterpretation, type QuestionInterpreter } from '#shared/vocabulary/search/interpreter.ts';
import { draftInterpretation } from './draft-interpretation.ts';

export const vocabularyInterpreter: QuestionInterpreter = {
  interpret: async (input) => checkedInterpretation(await draftInterpretation(input)),
};
