import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { traced } from '#shared/stores/observability/traced.ts';

/**
 * One Cognito client per process; the endpoint comes from the SDK's configuration
 * (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` points it at cognito-local on a laptop).
 */
let client: CognitoIdentityProviderClient | undefined;

export const cognito = (): CognitoIdentityProviderClient => {
  client ??= traced(new CognitoIdentityProviderClient({}));
  return client;
};
