import { organizationTypes } from '#shared/vocabulary/organizations/organization.ts';

/**
 * Who may call a route, decided by its path prefix alone (specification, "Audiences"): the users of
 * one organization type, the back office, any organization user (the attachments API and its
 * sessions), or anyone (`public`: accepting an invitation, before the person has a sign-in).
 */
export const audiences = [...organizationTypes, 'bo', 'attachments', 'sessions', 'public'] as const;
export type Audience = (typeof audiences)[number];

const prefixes: ReadonlyArray<readonly [string, Audience]> = [
  ['/attachments/v3/', 'attachments'],
  ['/rs/', 'rs'],
  ['/ad/', 'ad'],
  ['/bo/', 'bo'],
  ['/sessions/', 'sessions'],
  ['/invitations/', 'public'],
];

export const audienceOfPath = (path: string): Audience | undefined =>
  prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
