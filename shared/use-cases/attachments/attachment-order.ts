import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import type { OrderElement, OrderField } from './list-query.ts';

const names = new Intl.Collator('und', { sensitivity: 'base', numeric: true });

const compareField = (field: OrderField, a: Attachment, b: Attachment): number => {
  switch (field) {
    case 'name':
      return names.compare(a.name, b.name);
    case 'mimeType':
      return a.mimeType < b.mimeType ? -1 : a.mimeType > b.mimeType ? 1 : 0;
    case 'createdAt':
    case 'updatedAt':
      return timestampToMillis(a[field])! - timestampToMillis(b[field])!;
    default:
      return a[field] - b[field];
  }
};

/**
 * Orders by the given elements in turn, then by `id` in the direction of the last element, so that
 * equal values never leave the order (and therefore the pages) to chance.
 */
export const compareAttachments = (order: readonly OrderElement[]) => {
  const last = order.at(-1)?.direction ?? 'asc';
  const elements = order.some((element) => element.field === 'id')
    ? order
    : [...order, { field: 'id' as const, direction: last }];
  return (a: Attachment, b: Attachment): number => {
    for (const { field, direction } of elements) {
      const difference = compareField(field, a, b);
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    return 0;
  };
};

/**
 * `subPageSize` groups the attachments by the record they hang on. The ordered list is read in
 * rounds: round k holds the k-th sub-page (subPageSize items) of every group, groups in the order
 * of their first item. Each record thus shows its first sub-page before any record shows a second
 * one; a listing with a single record keeps the plain order.
 */
export const interleaveSubPages = (ordered: readonly Attachment[], subPageSize: number): Attachment[] => {
  const groups = new Map<string, Attachment[]>();
  for (const attachment of ordered) {
    const group = `${attachment.attachableType}#${attachment.attachableId}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(attachment);
  }
  const result: Attachment[] = [];
  for (let start = 0; result.length < ordered.length; start += subPageSize) {
    for (const members of groups.values()) result.push(...members.slice(start, start + subPageSize));
  }
  return result;
};
