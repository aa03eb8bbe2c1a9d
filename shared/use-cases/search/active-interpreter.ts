import { checkedInterpretation, type QuestionInterpreter } from '#shared/vocabulary/search/interpreter.ts';

/**
 * The interpreter operation 1 uses: the one line to change when another interpreter takes over.
 *
 * It is in the search function's lazy chunk (`#lazy/answering`, answering.ts), loaded with the
 * first question rather than when the function starts (docs/cold-start.md, "Search"): its code,
 * lexicons, stemmers and date parsers would double the function's load, and what its first
 * question builds is small (the lexicons are generated in the form they are read in). It is the
 * vocabulary interpreter (interpreter/vocabulary-interpreter.ts) in two steps: its reading in the
 * chunk, which loads no zod, and the plan's check here, with the bundle's zod.
 */
export const activeInterpreter: QuestionInterpreter = {
  interpret: async (input) => checkedInterpretation(await (await import('#lazy/answering')).draftInterpretation(input)),
};
