/**
 * Every question set of the project: its catalogue, its questions, and the time its questions
 * were asked (periods, overdue items and months without a year are read at that time in the
 * catalogue's time zone). `npm run eval:plans` scores them at the plan level, the question-set
 * gate (test/use-cases/search/interpreter/question-sets.test.ts) keeps them from losing a
 * question, and `npm run eval:search -- CATALOGUE QUESTIONS` runs one end to end. A held-aside set
 * is scored only when asked by name: once before a change and once at its end.
 */
export interface QuestionSetEntry {
  name: string;
  /** Paths from the project's root. */
  catalogue: string;
  questions: string;
  /** The time of the questions, an instant. */
  now: string;
  heldAside?: boolean;
}

export const QUESTION_SETS: readonly QuestionSetEntry[] = [
  {
    name: 'public',
    catalogue: 'test/search/public/catalogue-dev.json',
    questions: 'test/search/public/questions-dev.jsonl',
    now: '2026-11-19T10:00:00Z',
  },
  {
    name: 'test',
    catalogue: 'test/search/catalogue-test.json',
    questions: 'test/search/questions/questions-test.jsonl',
    now: '2026-11-19T10:00:00Z',
  },
  {
    name: 'fresh',
    catalogue: 'test/search/catalogue-fresh.json',
    questions: 'test/search/questions/questions-fresh.jsonl',
    now: '2026-11-19T10:00:00Z',
  },
  {
    name: 'holdout',
    catalogue: 'test/search/holdout/catalogue-holdout.json',
    questions: 'test/search/holdout/questions-holdout.jsonl',
    now: '2026-11-25T01:00:00Z',
  },
  {
    name: 'thinking-aloud',
    catalogue: 'test/search/thinking-aloud/catalogue-thinking-aloud.json',
    questions: 'test/search/thinking-aloud/questions-thinking-aloud.jsonl',
    now: '2026-11-27T06:30:00Z',
  },
  {
    name: 'depots',
    catalogue: 'test/search/messages/catalogue-depots.json',
    questions: 'test/search/messages/questions-depots.jsonl',
    now: '2026-11-27T18:00:00Z',
  },
  {
    name: 'vineyards',
    catalogue: 'test/search/messages/catalogue-vineyards.json',
    questions: 'test/search/messages/questions-vineyards.jsonl',
    now: '2026-11-27T18:00:00Z',
  },
  {
    name: 'search-box',
    catalogue: 'test/search/search-box/catalogue-search-box.json',
    questions: 'test/search/search-box/questions-search-box.jsonl',
    now: '2026-12-07T12:00:00Z',
  },
  {
    name: 'regional',
    catalogue: 'test/search/regional/catalogue-regional.json',
    questions: 'test/search/regional/questions-regional.jsonl',
    now: '2026-12-07T12:00:00Z',
  },
  {
    name: 'second-language',
    catalogue: 'test/search/second-language/catalogue-second-language.json',
    questions: 'test/search/second-language/questions-second-language.jsonl',
    now: '2026-12-08T09:00:00Z',
    heldAside: true,
  },
];
