import type { AnomalyComparison } from '#shared/use-cases/analyses/analyser.ts';
import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';

/** Below this likeness two observations are different ones. */
const sameObservationThreshold = 0.5;
/** Below this likeness of their words, no place or equipment in common makes two observations one. */
const minWordLikeness = 0.3;
/** Words are compared by their first letters: "repérage"/"repérés", "Nachrüstung"/"nachrüsten", "canalisations"/"canalisation". */
const stemLength = 6;

/** Words that say nothing of an observation, French, English and German (normalized). */
const stopWords = new Set(
  (
    'les des une est sont pas par pour sur dans avec aux ses son leur qui que plus non sans etre ete doit doivent ' +
    'the and for are was were not with from this that its has have been into onto any all ' +
    'der die das den dem des ein eine einer eines und ist sind nicht mit von vom zum zur bei auf aus wird werden'
  ).split(' '),
);

/** The stems of a text's words of three letters or more (and its numbers), stop words left out. */
const stems = (text: string): Set<string> =>
  new Set(
    normalize(text)
      .trim()
      .split(' ')
      .filter((word) => (word.length > 2 || /^\d+$/.test(word)) && !stopWords.has(word))
      .map((word) => word.slice(0, stemLength)),
  );

const common = (a: Set<string>, b: Set<string>): number => {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
};

/**
 * How much two texts say the same: the mean of the Dice coefficient (shared words over all) and of
 * the overlap coefficient (shared words over the shorter text's), so that a reworded observation
 * with more or fewer words still scores.
 */
const wordLikeness = (a: Set<string>, b: Set<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = common(a, b);
  return ((2 * shared) / (a.size + b.size) + shared / Math.min(a.size, b.size)) / 2;
};

interface Observation {
  anomaly: ExtractedAnomaly;
  words: Set<string>;
  place: Set<string>;
}

const observationOf = (anomaly: ExtractedAnomaly): Observation => ({
  anomaly,
  words: stems(anomaly.text),
  // A location's leading row number ("1 Chaufferie") is no part of the place.
  place: stems((anomaly.location ?? '').replace(/^\d{1,3}\s+/, '')),
});

const differ = (a: { id: string } | null, b: { id: string } | null): boolean =>
  a !== null && b !== null && a.id !== b.id;

/**
 * How alike two observations are, by meaning rather than by letter: the same `ref` is the same
 * observation; otherwise their words (by stem), more, when these are alike enough (0.3), for the
 * same place (0.2) or the same equipment (0.2) or installation (0.1); never at places with no word
 * in common, nor when they name different equipment or installations.
 */
const likeness = (current: Observation, previous: Observation): number => {
  const [a, b] = [current.anomaly, previous.anomaly];
  if (a.ref && a.ref === b.ref) return 2;
  if (differ(a.equipment, b.equipment) || differ(a.technicalInstallation, b.technicalInstallation)) return 0;
  const placeLikeness =
    current.place.size > 0 && previous.place.size > 0 ? wordLikeness(current.place, previous.place) : undefined;
  if (placeLikeness === 0) return 0;
  const place = placeLikeness !== undefined && placeLikeness >= 0.5 ? 0.2 : 0;
  const thing = a.equipment && b.equipment ? 0.2 : a.technicalInstallation && b.technicalInstallation ? 0.1 : 0;
  const words = wordLikeness(current.words, previous.words);
  // The same place or equipment tells which of two alike observations continues which, never that two unlike ones are the same.
  return words < minWordLikeness ? words : words + place + thing;
};

/**
 * Pairs each current observation with at most one previous one, best pairs first; ties go to the
 * earlier observations, so the outcome depends on the reports alone.
 */
export const compareAnomalies = (current: ExtractedAnomaly[], previous: ExtractedAnomaly[]): AnomalyComparison => {
  const currentObservations = current.map(observationOf);
  const previousObservations = previous.map(observationOf);
  const pairs: { score: number; currentIndex: number; previousIndex: number }[] = [];
  for (const [currentIndex, observation] of currentObservations.entries()) {
    for (const [previousIndex, earlier] of previousObservations.entries()) {
      const score = likeness(observation, earlier);
      if (score >= sameObservationThreshold) pairs.push({ score, currentIndex, previousIndex });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.currentIndex - b.currentIndex || a.previousIndex - b.previousIndex);
  const matchedCurrent = new Set<number>();
  const matchedPrevious = new Set<number>();
  for (const pair of pairs) {
    if (matchedCurrent.has(pair.currentIndex) || matchedPrevious.has(pair.previousIndex)) continue;
    matchedCurrent.add(pair.currentIndex);
    matchedPrevious.add(pair.previousIndex);
  }
  return {
    new: current.filter((_, index) => !matchedCurrent.has(index)),
    stillPresent: current.filter((_, index) => matchedCurrent.has(index)),
    gone: previous.filter((_, index) => !matchedPrevious.has(index)),
  };
};
