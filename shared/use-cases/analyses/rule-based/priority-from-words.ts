import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';

/** Words that ask for action at once: "sans délai", "immediately", "sofort". */
const atOnce =
  /\b(?:sans delai|immediatement|immediately|without delay|sofort\w*|unverzuglich|mise en securite immediate)\b/;
/** Words that only suggest: "suggestion", "we recommend", "il serait souhaitable" (judicieux), "beim nächsten Einsatz". */
const suggestion =
  /\b(?:suggestion|suggest\w*|recommend\w*|recommand\w*|conseill\w*|souhaitable|judicieux|opportun|sinnvoll|ratsam|empfehl\w*|advis\w*|could be improved|amelioration|improvement|a prevoir|lors de la prochaine|prochaine (?:visite|intervention)|at the next (?:visit|service)|beim nachsten (?:einsatz|termin|besuch)|bei gelegenheit|nice to have|optional\w*)\b/;

/** Whether a finding's words ask for action at once ("sans délai", "immediately", "sofort"). */
export const asksActionAtOnce = (text: string): boolean => atOnce.test(normalize(text));

/**
 * The priority of a finding the report does not grade, from its own words: `critical` when it asks
 * for action at once, `low` when it only suggests, `medium` otherwise (a defect to remedy, no delay
 * stated).
 */
export const priorityFromWords = (text: string): Priority => {
  const normalized = normalize(text);
  if (atOnce.test(normalized)) return 'critical';
  if (suggestion.test(normalized)) return 'low';
  return 'medium';
};
