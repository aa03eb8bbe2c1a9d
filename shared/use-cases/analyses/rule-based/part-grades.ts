import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Legend } from './grading-scales.ts';
import { splitGrade } from './priorities.ts';

/** The grade a heading gives every finding of its part that carries none of its own. */
export interface PartGrade {
  grade: string;
  priority: Priority;
}

/**
 * Parts named for what their findings are: a commission's prescriptions are orders to comply,
 * `high`; "Other observations (not defects)" are remarks, `low`.
 */
const namedParts: [RegExp, PartGrade][] = [
  [/^(?:prescriptions?|mesures prescrites)\b/, { grade: 'prescription', priority: 'high' }],
  [
    /\b(?:other observations|further observations|not defects?|autres observations|sonstige hinweise|weitere hinweise)\b/,
    { grade: 'observation', priority: 'low' },
  ],
];

/** A heading's own number or letter ("3.", "A1.", "B)"), no part of its words. */
const headingNumber = /^(?:\d{1,2}(?:[.)]\d{1,2})*[.)]?|[IVX]{1,4}[.)]|[A-H]\d{0,2}[.)])\s+/;

/** Words that name the findings of a part rather than grade them ("Observations", "Recommendations"). */
const partNames = /^(?:observations?|obs|recommandations?|recommendations?|hinweise?|empfehlungen?)$/;

/**
 * The grade a heading gives its part: its name ("Prescriptions", "Other observations (not defects)"),
 * or a grade written in it ("… a danger to persons (immediate)", "Defects which could become a
 * danger by a specified date", "Mängel – DRINGEND"), read as a finding's text is.
 */
export const gradeOfPart = (heading: string, legend: Legend): PartGrade | undefined => {
  const title = heading.trim().replace(headingNumber, '');
  const normalized = normalize(title).trim();
  const named = namedParts.find(([pattern]) => pattern.test(normalized));
  if (named) return named[1];
  const { grade, priority } = splitGrade(title, legend);
  if (!grade || !priority || partNames.test(normalize(grade).trim())) return undefined;
  return { grade, priority };
};
