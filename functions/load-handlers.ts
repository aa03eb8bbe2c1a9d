import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Contract } from '../shared/http/contract.ts';
import type { HttpOperation } from './operations.ts';

/** What every module named in the operation table exports. */
export interface OperationModule {
  contract: Contract;
  handler: (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
}

const projectRoot = new URL('../', import.meta.url);

export const loadOperationModule = async (operation: HttpOperation): Promise<OperationModule> =>
  (await import(pathToFileURL(resolve(projectRoot.pathname, operation.entry)).href)) as OperationModule;
