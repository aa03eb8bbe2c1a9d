import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, type Function as LambdaFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { EventConsumer } from '#functions/operations.ts';
import { outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';

/** The attribute naming what an item is (docs/data-model.md). */
const itemTypeAttribute = 'itemType';

/** Where the consumers' events come from. */
export interface EventSources {
  analysisQueue: IQueue;
  importQueue: IQueue;
  table: ITable;
  /** Where the stream's event source sends the place of each record it gave up (docs/analyses.md, Delivery). */
  streamFailures: IQueue;
}

/**
 * Connects a consumer to its source. Queues and the stream report failed records individually, so
 * that one bad record does not redeliver the batch around it; a schedule invokes with its event.
 */
export const addEventSource = (fn: LambdaFunction, consumer: EventConsumer, sources: EventSources) => {
  switch (consumer.source) {
    case 'importQueue':
    case 'analysisQueue':
      if (!consumer.maxConcurrency) throw new Error(`${consumer.name}: a queue consumer needs its maxConcurrency`);
      fn.addEventSource(
        new SqsEventSource(sources[consumer.source], {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: consumer.maxConcurrency,
        }),
      );
      return;
    case 'tableStream':
      addStreamSource(fn, consumer, sources);
      return;
    case 'schedule': {
      if (!consumer.schedule) throw new Error(`${consumer.name}: a scheduled consumer needs its schedule`);
      const { everyMinutes, event } = consumer.schedule;
      // A failed run is retried neither by EventBridge nor by Lambda's asynchronous invocation: the
      // next run, minutes later, does the same work, and its Errors alarm tells of the failure.
      new Rule(fn, 'Schedule', {
        schedule: Schedule.rate(Duration.minutes(everyMinutes)),
        description: consumer.summary,
        targets: [new LambdaTarget(fn, { event: RuleTargetInput.fromObject(event), retryAttempts: 0 })],
      });
      fn.configureAsyncInvoke({ retryAttempts: 0 });
      return;
    }
  }
};

/**
 * A record that keeps failing holds its shard: it is given up after a few retries or minutes, and
 * its place (shard, sequence numbers) goes to the failure queue, whose alarm tells a person. Its
 * outbox item stays in the table for the sweep, which sends it or ends its analysis `failed`.
 */
const addStreamSource = (fn: LambdaFunction, consumer: EventConsumer, { table, streamFailures }: EventSources) => {
  fn.addEventSource(
    new DynamoEventSource(table, {
      batchSize: consumer.batchSize,
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: outboxDelivery.retryAttempts,
      maxRecordAge: Duration.seconds(outboxDelivery.maxRecordAgeSeconds),
      onFailure: new SqsDlq(streamFailures),
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
};
