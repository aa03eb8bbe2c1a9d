import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

/** A Query on the service's table, from its first page: the loop sets the table and the start key. */
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * A Query's pages, each asked for once the caller is done with the one before, until DynamoDB
 * reports no further page: a reader that works through a large partition holds one page at a time.
 */
export async function* queryPages(input: QueryInput): AsyncGenerator<QueryCommandOutput> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Runs a Query page after page, handing each page to `onPage`, until DynamoDB reports no further page. */
const forEachPage = async (input: QueryInput, onPage: (page: QueryCommandOutput) => void): Promise<void> => {
  for await (const page of queryPages(input)) onPage(page);
};

/** Every item of a Query, page after page: for partitions whose size the caller knows to be bounded, or for imports. */
export const queryAll = async (input: QueryInput): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  await forEachPage(input, (page) => {
    items.push(...(page.Items ?? []));
  });
  return items;
};

/** How many items a Query matches: DynamoDB counts them (`Select: COUNT`) and returns none, whatever their number. */
export const queryCount = async (input: QueryInput): Promise<number> => {
  let count = 0;
  await forEachPage({ ...input, Select: 'COUNT' }, (page) => {
    count += page.Count ?? 0;
  });
  return count;
};
