import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { type Legend, priorityOfGrade } from './grading-scales.ts';

/** An observation's text with the grade it carries taken out. */
interface GradedText {
  text: string;
  grade: string | null;
  priority: Priority | null;
}

const gradeLabel =
  '(?<!\\p{L})(?:priorit[ée]|priority|priorit[äa]t|prio|criticit[ée]|gravit[ée]|severity|dringlichkeit|urgence|urgency|m[äa]ngelklasse|klasse|code|classification|class|grade|d[ée]lai|category|cat[ée]gorie|risk(?: level| rating)?|niveau de risque)';
const patterns: RegExp[] = [
  // "priorité : haute", "Priority: High", "Mängelklasse erheblich", "Code C2" (the label kept in the grade when it is the grade's name)
  new RegExp(`[\\s,;:–—-]*[([]?\\s*(${gradeLabel}\\s*[:=]?\\s*[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+)?)\\s*[)\\]]?`, 'iu'),
  // "(critique)", "[URGENT]", "(C2)"
  /[\s,;:–—-]*[([]\s*([^()[\]]{1,30}?)\s*[)\]]/gu,
  // "… — D3", "… - HIGH PRIORITY", "…, urgent"
  /\s*(?:[–—-]|,)\s*([^–—,-]{1,30})\s*$/u,
  // "… position URGENT", "… AT RISK (AR)": a grade in capitals at the end, its code in brackets after it
  /\s+(\p{Lu}[\p{Lu} ]{1,30}\p{Lu}(?:\s*\(\p{Lu}{1,4}\))?|\p{Lu}\d)\s*$/u,
  // "…, Brandgefahr – DRINGEND, Abgang abgeschaltet", "Appareil consigné, URGENT - …": a grade in capitals after a dash or a comma, mid-sentence
  /(?:\s[–—-]|,)\s*(\p{Lu}{4,}(?: \p{Lu}{4,})?)(?=[\s,;.]|$)/gu,
  // "C2 Socket outlet …", "P1 - …", "D1 : …"
  /^\s*((?:C|D|P)\s?\d|FI)\b[\s:.–—-]*/u,
  // LOLER: "… (is) of immediate danger", "… could become a danger by 30/06/2025" (the date stays: it is the due date)
  /[\s,;:–—-]*\b((?:is )?of immediate danger|(?:could|may|will) become a danger)\b/giu,
];

/** The grade of a matched stretch: the whole of it or, after a label, its last word ("Priority: High", "Dringlichkeit A"). */
const gradeOf = (stretch: string, legend: Legend, labelled: boolean): Priority | null => {
  const words = stretch.trim().split(/[\s:=]+/);
  return (
    priorityOfGrade(stretch, legend, false) ??
    (labelled && words.length > 1 ? priorityOfGrade(words.at(-1)!, legend, true) : null)
  );
};

const tidy = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();

/**
 * The grade an observation's text carries, and the text without it: labelled ("priorité : haute",
 * "Mängelklasse: erheblich"), bracketed ("(C2)", "[URGENT]"), after a dash at the end ("— D3",
 * "- HIGH PRIORITY"), in capitals at the end, or a code at the start ("C2 …"). A bracketed or
 * trailing stretch that is no grade stays in the text.
 */
export const splitGrade = (text: string, legend: Legend = new Map()): GradedText => {
  for (const [index, pattern] of patterns.entries()) {
    for (const match of pattern.global ? text.matchAll(pattern) : [pattern.exec(text)]) {
      if (!match) continue;
      const priority = gradeOf(match[1]!, legend, index === 0);
      if (priority) {
        const rest = tidy(`${text.slice(0, match.index)} ${text.slice(match.index! + match[0].length)}`);
        if (rest) return { text: rest, grade: match[1]!.trim(), priority };
      }
    }
  }
  return { text: tidy(text), grade: null, priority: null };
};
