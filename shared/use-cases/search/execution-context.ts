/**
 * Who asks and where a plan's sections run, apart from the section executor, so that the modules it
 * calls (section-filters.ts) can take the context without importing it.
 */
import type { SearchReads } from '#shared/stores/search/search-reads.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';
import type { SearchScope } from './section-query.ts';

export interface ExecutionContext {
  organizationId: string;
  role: OrganizationRole;
  language: Language;
  timeZone: string;
  now: Date;
  scope: SearchScope;
  /** The catalogue's reads, from the function's bundle: the executor runs in its lazy chunk. */
  reads: SearchReads;
}
