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
  /**
   * One analysis per invocation: it has the invocation's whole time and memory for its bounds
   * (bounds.ts), and a consumer that dies on it takes no other organization's analysis with it.
   */
  batchSize: 1,
  /**
   * Invocations the queue's event source runs at once (SQS `maxConcurrency`; CDK context
   * `queueConcurrency` may change it): 5 analyses at a time, and a backlog never takes the
   * executions the APIs need (README.md, Lambda concurrency).
   */
  maxConcurrency: 5,
} as const;

/**
 * How an analysis's message leaves the outbox (docs/analyses.md, Delivery), shared by the API stack
 * (the stream's event source and the sweep's schedule) and the local stack. The stream hands each
 * new outbox item to the relay; a record that keeps failing is given up after `retryAttempts`
 * retries or `maxRecordAgeSeconds`, its place is sent to the on-failure queue, and its outbox item,
 * which only a sent message deletes, stays for the sweep.
 */
export const outboxDelivery = {
  relayTimeoutSeconds: 30,
  batchSize: 10,
  /** Retries of a failing stream record after its first delivery. */
  retryAttempts: 3,
  /** A stream record older than this is given up (Lambda's least is 60 s). */
  maxRecordAgeSeconds: 300,
  sweepEveryMinutes: 5,
  /** The sweep takes outbox items older than this: by then the stream has sent them or given them up. */
  staleAfterSeconds: 300,
  /** An item whose message an error that may pass still keeps back after this long ends its analysis `failed`. */
  giveUpAfterSeconds: 3600,
} as const;
