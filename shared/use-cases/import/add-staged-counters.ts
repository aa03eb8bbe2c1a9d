/**
 * The counters phase of an import (docs/import-jobs.md, "Memory"): the counter deltas its chunks
 * staged are added to the counters a shard at a time (staged-counters.ts), the journal saying which
 * shard is next (`chunk`) and whether its deltas are added already (`derived`), so that a step taken
 * up after a stop adds no shard twice and deletes a shard's staged items only once they are added.
 */
import {
  applyStagedCounters,
  deleteStagedCounters,
  stagedCounterShards,
} from '#shared/stores/catalogue/staged-counters.ts';
import { type ImportRun, recordImportProgress } from '#shared/stores/import/import-journal.ts';

/**
 * Adds the shards that hold staged deltas, from the run's next one on; answers the run, `done` when
 * the last one is added. A shard's progress is journalled only when it held deltas: a small run
 * moves few shards.
 */
export const addStagedCounters = async (
  organizationId: string,
  run: ImportRun,
  shouldPause: () => boolean,
): Promise<{ run: ImportRun; done: boolean }> => {
  let current = run;
  for (const [index, shard] of (await stagedCounterShards(organizationId, run.id, run.chunk)).entries()) {
    if (index > 0 && shouldPause()) return { run: current, done: false };
    if (shard !== current.chunk) current = { ...current, chunk: shard, derived: false };
    if (!current.derived) {
      await applyStagedCounters(organizationId, current.id, shard);
      current = await recordImportProgress(organizationId, current, { ...current, derived: true });
    }
    await deleteStagedCounters(organizationId, current.id, shard);
    current = await recordImportProgress(organizationId, current, { ...current, chunk: shard + 1, derived: false });
  }
  return { run: current, done: true };
};
