import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';

/** A record that a word of the question is indexed for, as its word-index entry states it. */
export interface WordMatch {
  id: string;
  date: string;
  inTitle: boolean;
  archived: boolean;
}

/** The records of a kind indexed under a word, by id (the word index's blocks of one partition). */
export const readWordMatches = async (
  organizationId: string,
  kind: Kind,
  word: string,
): Promise<Map<string, WordMatch>> => {
  const blocks = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': catalogueKeys.wordPartition(organizationId, kind, word) },
  });
  const matches = new Map<string, WordMatch>();
  for (const block of blocks) {
    for (const entry of block.entries as string[]) {
      const [date, id, flags] = entry.split('|') as [string, string, string];
      matches.set(id, { id, date, inTitle: flags.includes('t'), archived: flags.includes('a') });
    }
  }
  return matches;
};
