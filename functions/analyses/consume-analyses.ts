import { sqsConsumer } from '#functions/queues/sqs-consumer.ts';
import { processDelivery } from '#shared/use-cases/analyses/process-delivery.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';

/** The analyser every analysis runs with; a language-model analyser would be chosen here. */
const settings = { analyser: ruleBasedAnalyser, maxReceiveCount: analysisDelivery.maxReceiveCount };

/** The analysis queue's consumer: one analysis per message. */
export const handler = sqsConsumer((record, deadline) =>
  processDelivery(
    { body: record.body, receiveCount: Number(record.attributes.ApproximateReceiveCount), deadline },
    settings,
  ),
);
