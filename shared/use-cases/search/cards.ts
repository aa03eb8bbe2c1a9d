/**
 * Cards (API specification, "Card") from stored records or list entries, with their units and
 * installations named: one BatchGetItem on the name entries, bounded by the cards shown.
 */

import type { StoredItem } from '#shared/stores/search/catalogue-reads.ts';
import { FACET_SPECS } from '#shared/vocabulary/catalogue/facets.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Card, MatchedField } from '#shared/vocabulary/search/search-contract.ts';
import { CARD_LIMITS } from '#shared/vocabulary/search/search-terms.ts';
import type { ExecutionContext } from './execution-context.ts';

const ids = (item: StoredItem, field: string): string[] =>
  Array.isArray(item[field]) ? (item[field] as string[]) : [];

/** The facets a Card names: its units and its installations. */
const { unit, technicalInstallation } = FACET_SPECS;

interface CardOptions {
  matchedField: (item: StoredItem) => MatchedField;
  outsideRequestedScope: (item: StoredItem) => boolean;
}

export const toCards = async (
  { organizationId, reads }: Pick<ExecutionContext, 'organizationId' | 'reads'>,
  items: readonly StoredItem[],
  options: CardOptions,
): Promise<Card[]> => {
  if (items.length === 0) return [];
  const [units, installations] = await Promise.all([
    reads.readNames(
      organizationId,
      unit.names,
      items.flatMap((item) => ids(item, unit.field)),
    ),
    reads.readNames(
      organizationId,
      technicalInstallation.names,
      items.flatMap((item) => ids(item, technicalInstallation.field)),
    ),
  ]);
  const related = (names: Map<string, StoredItem>, list: string[]) =>
    list.flatMap((id) => {
      const name = names.get(id);
      return name
        ? [{ id, ref: name.ref as string, name: (name.title as string).slice(0, CARD_LIMITS.relatedName) }]
        : [];
    });
  return items.map((item): Card => {
    const subtitle = item.subtitle as string | null | undefined;
    return {
      entityType: item.kind as Kind,
      id: item.id as string,
      ref: item.ref as string,
      title: item.title as string,
      subtitle: subtitle ? subtitle.slice(0, CARD_LIMITS.subtitle) : null,
      status: (item.status as string | null | undefined) ?? null,
      ...(item.kind === 'intervention' &&
        typeof item.interventionType === 'string' && {
          interventionType: item.interventionType as Card['interventionType'],
        }),
      lifecycle: { archived: item.archived === true, historized: item.historized === true },
      units: related(units, ids(item, unit.field)),
      technicalInstallations: related(installations, ids(item, technicalInstallation.field)),
      matchedField: options.matchedField(item),
      outsideRequestedScope: options.outsideRequestedScope(item),
    };
  });
};
