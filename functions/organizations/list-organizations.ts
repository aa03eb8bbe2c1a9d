import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { listOrganizations } from '#shared/use-cases/organizations/list-organizations.ts';
import {
  listOrganizationsQuery,
  listRequestOf,
  organizationPageSchema,
} from '#shared/use-cases/organizations/organization-schemas.ts';

export const contract = {
  query: listOrganizationsQuery,
  response: organizationPageSchema,
} satisfies Contract;

export const handler = httpOperation(contract, ({ query }) => listOrganizations(listRequestOf(query)), {
  trace: traceHandler,
});
