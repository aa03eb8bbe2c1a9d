import { Validations } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, type Function as LambdaFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { EventConsumer } from '#functions/operations.ts';
import type { OperationResources } from './operation-access.ts';

/** The attribute naming what an item is (docs/data-model.md). */
const itemTypeAttribute = 'itemType';

/**
 * Connects a consumer to its source. Both report failed records individually, so that one bad
 * record does not redeliver the batch around it.
 */
export const addEventSource = (
  fn: LambdaFunction,
  consumer: EventConsumer,
  { analysisQueue, importQueue, table }: OperationResources,
) => {
  switch (consumer.source) {
    case 'importQueue':
    case 'analysisQueue':
      fn.addEventSource(
        new SqsEventSource(consumer.source === 'importQueue' ? importQueue : analysisQueue, {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: consumer.maxConcurrency,
        }),
      );
      return;
    case 'tableStream':
      fn.addEventSource(
        new DynamoEventSource(table, {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          // Records live 24 hours in the stream; starting from the oldest loses none when the mapping
          // is recreated, at worst repeating some, which at-least-once consumers must bear anyway.
          startingPosition: StartingPosition.TRIM_HORIZON,
          filters: consumer.insertedItemTypes && [
            FilterCriteria.filter({
              eventName: FilterRule.isEqual('INSERT'),
              dynamodb: { NewImage: { [itemTypeAttribute]: { S: FilterRule.or(...consumer.insertedItemTypes) } } },
            }),
          ],
        }),
      );
      Validations.of(fn.role ?? fn).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'dynamodb:ListStreams, granted by the stream event source, supports no resource-level permissions.',
      });
      return;
  }
};
