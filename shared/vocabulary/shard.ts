/**
 * The shard of `shards` a text goes to, by its FNV-1a hash: the same text always in the same shard,
 * texts spread evenly. Staged import changes are spread over partitions so (staged-words.ts,
 * staged-counters.ts).
 */
export const shardOf = (text: string, shards: number): number => {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return hash % shards;
};
