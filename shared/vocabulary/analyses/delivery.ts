/**
 * How analysis messages are delivered, shared by the data stack (queue and redrive policy), the
 * API stack (consumer function and event source) and the local stack, so all agree on one set:
 * AWS wants the queue's visibility timeout at least six times the consumer's timeout, so that a
 * message is not handed out again while its batch may still be running.
 */
export const analysisDelivery = {
  consumerTimeoutSeconds: 60,
  visibilityTimeoutSeconds: 6 * 60,
  /** Deliveries of one message before the queue moves it to the dead-letter queue. */
  maxReceiveCount: 5,
  batchSize: 5,
} as const;
