import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Contract } from '#functions/http/contract.ts';
import type { EventConsumer, HttpOperation } from '#functions/operations.ts';

/** What every HTTP module named in the operation table exports. */
export interface OperationModule {
  contract: Contract;
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
}

/** Table entries are relative to the project root, which is this folder's parent. */
const loadEntry = async (entry: string): Promise<unknown> => import(new URL(`../${entry}`, import.meta.url).href);

export const loadOperationModule = async (operation: HttpOperation): Promise<OperationModule> =>
  (await loadEntry(operation.entry)) as OperationModule;

export const loadConsumerHandler = async <H>(consumer: EventConsumer): Promise<H> =>
  ((await loadEntry(consumer.entry)) as { handler: H }).handler;
