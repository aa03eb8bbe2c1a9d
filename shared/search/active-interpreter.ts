import type { QuestionInterpreter } from './interpreter.ts';

/**
 * The interpreter operation 1 uses: the one line to change when another interpreter takes over.
 * It is a lazy chunk (infra/lazy-chunks.ts), loaded with the first question, not when the
 * function starts: its lexicons, stemmers and date parsers were most of the search function's
 * start (`npm run bench:cold`). It shares no class and no state with the rest of the function:
 * it returns plain plans, and the modules of ours that it bundles again are data and pure functions.
 */
export const activeInterpreter: QuestionInterpreter = {
  interpret: async (input) => (await import('#lazy/interpreter')).vocabularyInterpreter.interpret(input),
};
