/**
 * The interpreter's view of the catalogue (interpreter.ts): names of units, installations,
 * equipment and providers, one Query per kind on that kind's name partition (a small entry per
 * record, never the records themselves), and records by reference, one Query on GSI1.
 */
import { queryAll } from '../db/query-all.ts';
import type { Kind } from '../catalogue/kinds.ts';
import { catalogueKeys } from '../db/keys.ts';
import { readByRef } from './catalogue-reads.ts';
import type { CatalogueName, NameResolver, NamedKind } from './interpreter.ts';

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
    (await readByRef(organizationId, ref)).map((item) => ({ kind: item.kind as Kind, id: item.id as string, ref: item.ref as string })),
});
