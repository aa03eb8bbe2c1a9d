/**
 * The single table's key schema, shared by the CDK data stack and the local stack so that both
 * create the same table. docs/data-model.md explains every key and the access patterns behind it.
 */
export const tableKeys = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const globalIndexes = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const;

export type GlobalIndexName = (typeof globalIndexes)[number]['indexName'];

/** Epoch seconds after which DynamoDB's TTL deletes the item (sessions, writer leases). */
export const ttlAttribute = 'expiresAtEpoch';

type KeySchema = [{ AttributeName: string; KeyType: 'HASH' }, { AttributeName: string; KeyType: 'RANGE' }];

const keySchemaOf = (partitionKey: string, sortKey: string): KeySchema => [
  { AttributeName: partitionKey, KeyType: 'HASH' },
  { AttributeName: sortKey, KeyType: 'RANGE' },
];

/**
 * The keys and indexes as DynamoDB's own API spells them: the local stack creates its table from
 * this, and the CDK tests check the synthesized table against it.
 */
export const tableSchema = {
  KeySchema: keySchemaOf(tableKeys.partitionKey, tableKeys.sortKey),
  GlobalSecondaryIndexes: globalIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: keySchemaOf(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  })),
};
