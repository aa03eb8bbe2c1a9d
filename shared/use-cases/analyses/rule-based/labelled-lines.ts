import { normalize } from '#shared/use-cases/analyses/text-matching.ts';

/** The value of a "Label : value" line whose label (normalized) the pattern matches, the way report headers state their facts. */
export const labelledValue = (line: string, label: RegExp): string | undefined => {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  return label.test(normalize(line.slice(0, colon)).trim()) ? line.slice(colon + 1).trim() || undefined : undefined;
};
