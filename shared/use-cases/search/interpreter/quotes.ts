/**
 * Quotes keep a phrase, as in a search box: `"fire alarm"`, « porte coupe-feu », „Halle 3“. The
 * words between them are read together: as a name, a phrase or a period that covers them all, or
 * else searched as text; never as a word or two of something else.
 */
import type { Span } from './span.ts';
import type { Token } from './text.ts';

const QUOTED = /"([^"]+)"|«([^»]+)»|„([^“”"]+)[“”"]|“([^”]+)”/gu;

interface TokenRun {
  readonly start: number;
  readonly end: number;
}

/** The runs of tokens between a pair of quotes. */
export const quotedRuns = (question: string, tokens: readonly Token[]): TokenRun[] =>
  [...question.matchAll(QUOTED)].flatMap((match) => {
    const [from, to] = [match.index, match.index + match[0].length];
    const inside = tokens.filter((token) => token.start > from && token.end < to);
    return inside.length > 0 ? [{ start: inside[0]!.index, end: inside[inside.length - 1]!.index + 1 }] : [];
  });

/** A span that reads part of a quoted run, or reaches across its quotes, says something the quotes keep together. */
export const breaksQuotes = (span: Span, runs: readonly TokenRun[]): boolean =>
  runs.some(
    (run) => span.start < run.end && run.start < span.end && !(span.start === run.start && span.end === run.end),
  );

/** Where quoted runs start and end: a run of a name's words stops there. */
export const quoteBoundaries = (runs: readonly TokenRun[]): ReadonlySet<number> =>
  new Set(runs.flatMap((run) => [run.start, run.end]));
