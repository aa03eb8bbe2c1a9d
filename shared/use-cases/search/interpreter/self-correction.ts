/**
 * Self-corrections ("the pending ones, no wait, the validated ones", "les inactifs, ou plutôt
 * non, les actifs", "die inaktiven, oder nein, doch die aktiven"): what is said after the
 * correction replaces what was said before it of the same sort (a status for a status, a period
 * for a period), and leaves the rest (the kind named before still holds).
 */
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import type { Span } from './span.ts';
import { phraseWords, type Token, tokenize } from './text.ts';

const MARKERS = once(() =>
  Object.values(WORDS)
    .flatMap((words) => words.selfCorrections.map(phraseWords))
    .sort((a, b) => b.length - a.length),
);

interface Corrected {
  /** The question with the correction words blanked. */
  readonly question: string;
  /** Offsets in the question where a correction starts. */
  readonly corrections: readonly number[];
}

export const findCorrections = (question: string): Corrected => {
  const tokens = tokenize(question);
  let text = question;
  const corrections: number[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const marker = MARKERS().find((words) => words.every((word, i) => tokens[at + i]?.norm === word));
    if (!marker) continue;
    const [start, end] = [tokens[at]!.start, tokens[at + marker.length - 1]!.end];
    text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
    corrections.push(start);
    at += marker.length - 1;
  }
  return { question: text, corrections };
};

/** What a span says, for telling whether a later span says the same thing otherwise. */
const sortOf = (span: Span): string | undefined => {
  switch (span.type) {
    case 'period':
    case 'ref':
      return span.type;
    case 'name':
      return `name:${span.name.kind}`;
    case 'phrase': {
      const { meaning } = span.match;
      return meaning.type === 'kind' && meaning.weak ? undefined : meaning.type;
    }
  }
};

/** The spans left once each correction has replaced what it takes back. */
export const corrected = (spans: readonly Span[], tokens: readonly Token[], corrections: readonly number[]): Span[] =>
  corrections.reduce<Span[]>(
    (kept, offset) => {
      const after = new Set(
        kept.filter((span) => tokens[span.start]!.start > offset).flatMap((span) => sortOf(span) ?? []),
      );
      return kept.filter((span) => {
        const sort = sortOf(span);
        return tokens[span.start]!.start > offset || sort === undefined || !after.has(sort);
      });
    },
    [...spans],
  );
