import { SQSClient } from '@aws-sdk/client-sqs';
import { traced } from '#shared/stores/observability/traced.ts';

/**
 * One SQS client per process; the endpoint comes from the SDK's configuration (`AWS_ENDPOINT_URL_SQS`
 * locally). Requests go to that endpoint rather than to the host a queue URL names: in AWS both are
 * the same, and the local emulator's queue URLs name a host that is not an address.
 */
export const sqsClientConfig = { useQueueUrlAsEndpoint: false } as const;

let client: SQSClient | undefined;

export const sqs = (): SQSClient => {
  client ??= traced(new SQSClient(sqsClientConfig));
  return client;
};
