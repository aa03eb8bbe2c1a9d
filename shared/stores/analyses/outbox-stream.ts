import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import type { OutboxItem } from '#shared/vocabulary/analyses/outbox-item.ts';

export const outboxItemType = itemTypes.analysisOutbox;

/**
 * The outbox item a table stream record announces, if it announces one: only the insert matters
 * (the relay's own delete is a REMOVE record); the event source's filter passes nothing else in
 * AWS, and this check keeps the relay correct without it.
 */
export const outboxItemOfStreamRecord = (record: DynamoDBRecord): OutboxItem | undefined => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (item.itemType !== outboxItemType) return undefined;
  return { analysisId: item.analysisId, organizationId: item.organizationId, createdAt: item.createdAt };
};
