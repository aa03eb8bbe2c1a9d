import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';

/** Words reports use for a priority (normalized: no accents, lower case), French, English, German. */
const priorityWords: Record<string, Priority> = {
  critique: 'critical',
  critical: 'critical',
  kritisch: 'critical',
  p1: 'critical',
  '1': 'critical',
  haute: 'high',
  haut: 'high',
  elevee: 'high',
  eleve: 'high',
  urgent: 'high',
  urgente: 'high',
  importante: 'high',
  important: 'high',
  high: 'high',
  hoch: 'high',
  dringend: 'high',
  p2: 'high',
  '2': 'high',
  moyenne: 'medium',
  moyen: 'medium',
  normale: 'medium',
  normal: 'medium',
  moderee: 'medium',
  medium: 'medium',
  moderate: 'medium',
  mittel: 'medium',
  p3: 'medium',
  '3': 'medium',
  basse: 'low',
  bas: 'low',
  faible: 'low',
  mineure: 'low',
  low: 'low',
  minor: 'low',
  niedrig: 'low',
  gering: 'low',
  p4: 'low',
  '4': 'low',
};

/** A priority cell or word: "Haute", "P2", "critical", "2". */
export const priorityOf = (value: string): Priority | null => priorityWords[normalize(value).trim()] ?? null;

const labelled =
  /[\s,;:–—-]*[([]?\s*(?:priorit[ée]|priority|priorit[äa]t|criticit[ée]|gravit[ée]|severity|dringlichkeit)\s*[:=]?\s*([\p{L}\p{N}]+)\s*[)\]]?/iu;
const tagged = /[\s,;:–—-]*[([]\s*([\p{L}\p{N}]+)\s*[)\]]/gu;
const shortCode = /[\s,;:–—-]*\b(P[1-4])\b/;

/**
 * The priority an observation's text gives, and the text without it: "priorité : haute",
 * "(critical)", "[Dringend]" or "P2". Words in brackets that are no priority stay in the text.
 */
export const splitPriority = (text: string): { text: string; priority: Priority | null } => {
  const label = labelled.exec(text);
  if (label && priorityOf(label[1]!))
    return { text: text.replace(label[0], ' ').trim(), priority: priorityOf(label[1]!) };
  for (const tag of text.matchAll(tagged)) {
    const priority = priorityOf(tag[1]!);
    if (priority && !/^\d$/.test(tag[1]!)) return { text: text.replace(tag[0], ' ').trim(), priority };
  }
  const code = shortCode.exec(text);
  if (code) return { text: text.replace(code[0], ' ').trim(), priority: priorityOf(code[1]!) };
  return { text, priority: null };
};
