import type { AnomalyComparison } from '#shared/use-cases/analyses/analyser.ts';
import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';

/** Below this word overlap two observations are different ones, however alike their equipment. */
const sameObservationThreshold = 0.6;

const words = (text: string): Set<string> =>
  new Set(
    normalize(text)
      .trim()
      .split(' ')
      .filter((word) => word.length > 2),
  );

/** Dice coefficient of the two word sets: 1 for the same words, 0 for none in common. */
const overlap = (a: Set<string>, b: Set<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const word of a) if (b.has(word)) common += 1;
  return (2 * common) / (a.size + b.size);
};

/**
 * How alike two observations are: the same ref is the same observation; otherwise the words, a
 * little more when they name the same equipment (0.2) or installation (0.1), never across different ones.
 */
const likeness = (
  current: ExtractedAnomaly,
  previous: ExtractedAnomaly,
  currentWords: Set<string>,
  previousWords: Set<string>,
): number => {
  if (current.ref && current.ref === previous.ref) return 2;
  const differentThing =
    (current.equipment && previous.equipment && current.equipment.id !== previous.equipment.id) ||
    (current.technicalInstallation &&
      previous.technicalInstallation &&
      current.technicalInstallation.id !== previous.technicalInstallation.id);
  if (differentThing) return 0;
  // Reports reword an observation they repeat; naming the same equipment says more than naming the same installation.
  const bonus =
    current.equipment && previous.equipment
      ? 0.2
      : current.technicalInstallation && previous.technicalInstallation
        ? 0.1
        : 0;
  return overlap(currentWords, previousWords) + bonus;
};

/**
 * Pairs each current observation with at most one previous one, best pairs first; ties go to the
 * earlier observations, so the outcome depends on the reports alone.
 */
export const compareAnomalies = (current: ExtractedAnomaly[], previous: ExtractedAnomaly[]): AnomalyComparison => {
  const currentWords = current.map((anomaly) => words(anomaly.text));
  const previousWords = previous.map((anomaly) => words(anomaly.text));
  const pairs: { score: number; currentIndex: number; previousIndex: number }[] = [];
  for (const [currentIndex, anomaly] of current.entries()) {
    for (const [previousIndex, earlier] of previous.entries()) {
      const score = likeness(anomaly, earlier, currentWords[currentIndex]!, previousWords[previousIndex]!);
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
