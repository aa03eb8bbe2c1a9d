/**
 * Cards (API specification, "Card") from stored records or list entries, with their units and
 * installations named: one BatchGetItem on the name entries, bounded by the cards shown.
 */
import type { Kind } from '../catalogue/kinds.ts';
import { readNames, type StoredItem } from './catalogue-reads.ts';
import type { Card, MatchedField } from './search-contract.ts';

const NAME_MAX = 150;
const SUBTITLE_MAX = 240;

const ids = (item: StoredItem, field: string): string[] =>
  Array.isArray(item[field]) ? (item[field] as string[]) : [];

export interface CardOptions {
  matchedField: (item: StoredItem) => MatchedField;
  outsideRequestedScope: (item: StoredItem) => boolean;
}

export const toCards = async (
  organizationId: string,
  items: readonly StoredItem[],
  options: CardOptions,
): Promise<Card[]> => {
  if (items.length === 0) return [];
  const [units, installations] = await Promise.all([
    readNames(
      organizationId,
      'unit',
      items.flatMap((item) => ids(item, 'unitIds')),
    ),
    readNames(
      organizationId,
      'technical_installation',
      items.flatMap((item) => ids(item, 'technicalInstallationIds')),
    ),
  ]);
  const related = (names: Map<string, StoredItem>, list: string[]) =>
    list.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, ref: name.ref as string, name: (name.title as string).slice(0, NAME_MAX) }] : [];
    });
  return items.map((item): Card => {
    const subtitle = item.subtitle as string | null | undefined;
    return {
      entityType: item.kind as Kind,
      id: item.id as string,
      ref: item.ref as string,
      title: item.title as string,
      subtitle: subtitle ? subtitle.slice(0, SUBTITLE_MAX) : null,
      status: (item.status as string | null | undefined) ?? null,
      ...(item.kind === 'intervention' &&
        typeof item.interventionType === 'string' && {
          interventionType: item.interventionType as Card['interventionType'],
        }),
      lifecycle: { archived: item.archived === true, historized: item.historized === true },
      units: related(units, ids(item, 'unitIds')),
      technicalInstallations: related(installations, ids(item, 'technicalInstallationIds')),
      matchedField: options.matchedField(item),
      outsideRequestedScope: options.outsideRequestedScope(item),
    };
  });
};
