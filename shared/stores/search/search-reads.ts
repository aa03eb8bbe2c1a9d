/**
 * Every catalogue read the search executor makes, as one object. The search function's bundle
 * holds the DynamoDB client and hands this object to the executor, which runs in the function's
 * lazy chunk (`#lazy/answering`) and so reaches the table without a second copy of the client
 * (docs/cold-start.md, "Search").
 */
import { readByRef, readNames, readRecords } from './catalogue-reads.ts';
import { readCounterPartition, readCounters } from './counters.ts';
import { allEntries, countEntries, firstEntries, firstMatchingEntries } from './lists.ts';
import { readWordMatches } from './word-index.ts';

export const searchReads = {
  readByRef,
  readNames,
  readRecords,
  readCounters,
  readCounterPartition,
  allEntries,
  countEntries,
  firstEntries,
  firstMatchingEntries,
  readWordMatches,
};
export type SearchReads = typeof searchReads;
