/**
 * The interpreter's view of the catalogue (interpreter.ts): names of units, installations,
 * equipment and providers, one Query per kind on that kind's name partition (a small entry per
 * record, never the records themselves); records by reference, one Query on GSI1; and whether
 * words occur at all, key reads of each kind's word directory (BatchGetItem).
 */

import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { NamedKind } from '#shared/vocabulary/catalogue/facets.ts';
import { KINDS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueName, NameResolver } from '#shared/vocabulary/search/interpreter.ts';
import { readByRef } from './catalogue-reads.ts';

/** A question of 500 characters holds few words no vocabulary explains; more are not looked up. */
const MAX_LOOKED_UP_WORDS = 25;

export const catalogueNameResolver = (organizationId: string): NameResolver => ({
  names: async (kinds: readonly NamedKind[]): Promise<CatalogueName[]> =>
    (
      await Promise.all(
        [...new Set(kinds)].map(async (kind) =>
          (
            await queryAll({
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': catalogueKeys.namePartition(organizationId, kind) },
            })
          ).map(
            (item): CatalogueName => ({
              kind,
              id: item.id as string,
              ref: item.ref as string,
              name: item.title as string,
              archived: item.archived === true,
              unitIds: (item.unitIds as string[] | undefined) ?? [],
              technicalInstallationIds: (item.technicalInstallationIds as string[] | undefined) ?? [],
            }),
          ),
        ),
      )
    ).flat(),
  findByRef: async (ref: string) =>
    (await readByRef(organizationId, ref)).map((item) => ({
      kind: item.kind as Kind,
      id: item.id as string,
      ref: item.ref as string,
    })),
  knownWords: async (words: readonly string[]): Promise<ReadonlySet<string>> => {
    const looked = [...new Set(words)].slice(0, MAX_LOOKED_UP_WORDS);
    if (looked.length === 0) return new Set();
    const entries = await batchGetItems(
      looked.flatMap((word) => KINDS.map((kind) => catalogueKeys.wordDirectory(organizationId, kind, word))),
    );
    return new Set(entries.map((entry) => entry.SK as string));
  },
});
