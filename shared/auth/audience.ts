import { organizationTypes } from '../organizations/organization.ts';

/**
 * Who may call a route, decided by its path prefix alone (specification, "Audiences"): the users of
 * one organization type, the back office, or any organization user (the attachments API).
 */
export const audiences = [...organizationTypes, 'bo', 'attachments'] as const;
export type Audience = (typeof audiences)[number];

const prefixes: ReadonlyArray<readonly [string, Audience]> = [
  ['/attachments/v3/', 'attachments'],
  ['/rs/', 'rs'],
  ['/ad/', 'ad'],
  ['/bo/', 'bo'],
];

export const audienceOfPath = (path: string): Audience | undefined =>
  prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
