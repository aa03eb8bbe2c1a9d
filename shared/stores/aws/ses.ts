import { SESClient } from '@aws-sdk/client-ses';
import { traced } from '#shared/stores/observability/traced.ts';

/** One SES client per process; the endpoint comes from the SDK's configuration (`AWS_ENDPOINT_URL_SES` locally). */
let client: SESClient | undefined;

export const ses = (): SESClient => {
  client ??= traced(new SESClient({}));
  return client;
};
