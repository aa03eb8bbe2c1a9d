/**
 * How items are read back: the attributes that are the table's and its indexes' keys, spelled once
 * (table-definition.ts), are taken off with the `itemType`, so a repository gets the value it stored.
 * Index names and their key attributes come from the same definition.
 */
import { type GlobalIndexName, globalIndexes, tableKeys } from './table-definition.ts';

const keyAttributes: readonly string[] = [
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

const bookkeeping = new Set([...keyAttributes, 'itemType']);

/** The value an item holds: its keys, index keys and `itemType` removed, and any `internal` attributes too. */
export const withoutKeys = <T>(item: Record<string, unknown>, internal: readonly string[] = []): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !bookkeeping.has(name) && !internal.includes(name))) as T;

/** An index's name and key attributes, for a Query on it. */
export const index = (name: GlobalIndexName) => {
  const definition = globalIndexes.find((candidate) => candidate.indexName === name)!;
  return { IndexName: definition.indexName, pk: definition.partitionKey, sk: definition.sortKey };
};

/** The key condition of a Query on an index: its partition, and one sort key value when given. */
export const onIndex = (name: GlobalIndexName, partition: string, sort?: string) => {
  const { IndexName, pk, sk } = index(name);
  return {
    IndexName,
    KeyConditionExpression: sort === undefined ? `${pk} = :pk` : `${pk} = :pk AND ${sk} = :sk`,
    ExpressionAttributeValues: { ':pk': partition, ...(sort !== undefined && { ':sk': sort }) },
  };
};
