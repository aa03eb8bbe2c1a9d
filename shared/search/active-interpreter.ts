import type { QuestionInterpreter } from './interpreter.ts';

/**
 * The interpreter operation 1 uses: the one line to change when another interpreter takes over.
 * Its module is loaded with the first question, not when the function starts: its vocabularies,
 * stemmers and date parsers were most of the search function's start (`npm run bench:cold`).
 */
export const activeInterpreter: QuestionInterpreter = {
  interpret: async (input) => (await import('./interpreter/vocabulary-interpreter.ts')).vocabularyInterpreter.interpret(input),
};
