import type { QuestionInterpreter } from './interpreter.ts';
import { vocabularyInterpreter } from './interpreter/vocabulary-interpreter.ts';

/** The interpreter operation 1 uses: the one line to change when another interpreter takes over. */
export const activeInterpreter: QuestionInterpreter = vocabularyInterpreter;
