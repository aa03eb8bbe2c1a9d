/**
 * One writer of an organization's catalogue at a time. An import reads the stored versions of the
 * records it replaces, writes them with their derived items and deletes the derived items the old
 * versions had; two imports interleaving over the same records would each delete by what it read
 * and leave stale entries behind, and two recounts could write counters of a moment past. The
 * organization's writer lease serializes them.
 */
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { withLease } from '#shared/stores/db/lease.ts';
import { HttpError, tooManyRequests } from '#shared/vocabulary/errors.ts';

/**
 * Contention, not a fault: a request that meets it answers 429 with Retry-After, as for any busy
 * resource (the holder may be an import of minutes, so a few seconds rather than one).
 */
export class WriterLeaseBusyError extends HttpError {
  constructor(organizationId: string) {
    const busy = tooManyRequests(
      `Another writer holds the catalogue of organization ${organizationId}; retry shortly`,
      5,
    );
    super(busy.code, busy.message, busy.details, busy.headers);
  }
}

/**
 * Runs `work` holding the organization's writer lease, waiting for it at most `waitMillis`
 * (then `WriterLeaseBusyError`).
 */
export const withWriterLease = <T>(
  organizationId: string,
  work: () => Promise<T>,
  waitMillis = 15 * 60_000,
): Promise<T> =>
  withLease(
    {
      key: catalogueKeys.writerLease(organizationId),
      itemType: itemTypes.catalogueWriterLease,
      waitMillis,
      busy: () => new WriterLeaseBusyError(organizationId),
    },
    work,
  );
