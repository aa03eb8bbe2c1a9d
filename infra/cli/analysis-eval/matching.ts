import type { TruthFinding } from './truth.ts';

/** A returned finding as the scorer reads it: `text`, and whatever optional fields the analyser fills. */
export interface ReturnedFinding {
  text: string;
  priority: string | null;
  [field: string]: unknown;
}

/** Words that carry no observation of their own, in the set's three languages. */
const stopWords = new Set(
  (
    'a au aux avec ce ces dans de des du en et il ils la le les leur lors ne ni non ou par pas pour qu que qui sa se ses son sur un une est sont ete etre y l d s n c j qu ' +
    'a an and are as at be been by for from has have in is it its of on or that the their there this to was were with which not no ' +
    'am an auf aus bei das dem den der des die ein eine einem einen einer es im in ist mit nach nicht oder sind und von vom zu zum zur'
  ).split(' '),
);

/** Case-, accent- and punctuation-blind words of a text, stop words left out. */
export const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0 && !stopWords.has(word)),
  );

const shared = (a: Set<string>, b: Set<string>): number => {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
};

/** Share of the truth's words the returned text covers, above which it says the same observation. */
const minCoverage = 0.6;
/** Share of the returned words that must belong to the truth finding (its text or its other fields). */
const minOwnWords = 0.5;

/**
 * How well a returned finding says a truth finding, or 0 when it does not: it covers at least 60 %
 * of the truth text's content words, and at least half of its own words are the truth finding's
 * (its text, location, reference, action, grade), so that a whole page of text matches nothing.
 */
export const matchScore = (truth: TruthFinding, returned: ReturnedFinding): number => {
  const truthWords = contentWords(truth.text);
  const returnedWords = contentWords(returned.text);
  if (truthWords.size === 0 || returnedWords.size === 0) return 0;
  const coverage = shared(truthWords, returnedWords) / truthWords.size;
  const context = contentWords(
    [truth.text, truth.location, truth.reference, truth.action, truth.grade].filter(Boolean).join(' '),
  );
  const own = shared(returnedWords, context) / returnedWords.size;
  return coverage >= minCoverage && own >= minOwnWords ? coverage + own : 0;
};

export interface FindingPair {
  truth: TruthFinding;
  returned: ReturnedFinding;
}

/** One-to-one pairs of truth and returned findings, best scores first; ties go to the earlier findings. */
export const matchFindings = (truth: TruthFinding[], returned: ReturnedFinding[]): FindingPair[] => {
  const candidates: { score: number; t: number; r: number }[] = [];
  for (const [t, truthFinding] of truth.entries())
    for (const [r, returnedFinding] of returned.entries()) {
      const score = matchScore(truthFinding, returnedFinding);
      if (score > 0) candidates.push({ score, t, r });
    }
  candidates.sort((a, b) => b.score - a.score || a.t - b.t || a.r - b.r);
  const usedTruth = new Set<number>();
  const usedReturned = new Set<number>();
  const pairs: FindingPair[] = [];
  for (const { t, r } of candidates) {
    if (usedTruth.has(t) || usedReturned.has(r)) continue;
    usedTruth.add(t);
    usedReturned.add(r);
    pairs.push({ truth: truth[t]!, returned: returned[r]! });
  }
  return pairs;
};
