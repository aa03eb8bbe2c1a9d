import type { Contract } from '#shared/http/contract.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { listOrganizations } from '#shared/organizations/list-organizations.ts';
import {
  listOrganizationsQuery,
  listRequestOf,
  organizationPageSchema,
} from '#shared/organizations/organization-schemas.ts';

export const contract = {
  query: listOrganizationsQuery,
  response: organizationPageSchema,
} satisfies Contract;

export const handler = httpOperation(contract, ({ query }) => listOrganizations(listRequestOf(query)), {
  trace: traceHandler,
});
