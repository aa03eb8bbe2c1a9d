import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import type { OrganizationUser } from '../../shared/users/user.ts';
import { claimsOf } from '../../shared/users/user.ts';
import { call, issuer } from '../support/api.ts';
import { anOrganizationUser, anOrphanUser } from '../support/fixtures.ts';
import { anOrganization, aPendingUser } from '../support/organization-fixtures.ts';

/**
 * A signed token is only a claim: the function reads the stored user and organization it names and
 * serves it only if they bear it out (shared/auth/caller-standing.ts). Tokens are signed here by
 * the local issuer, as the identity provider would have signed them before the stored user changed.
 */
const types = '/rs/notification-preferences/v1/types';
const organizations = '/bo/organizations/v1/?countOnly=true';

const withClaims = async (path: string, claims: Record<string, string>) =>
  call('GET', path, { authorization: `Bearer ${await (await issuer()).sign(claims)}` });

const statusOf = async (user: OrganizationUser, overrides: Record<string, string> = {}) =>
  (await withClaims(types, { ...claimsOf(user), ...overrides })).status;

const inOrganization = async (organization: Parameters<typeof anOrganization>[0], user: Partial<OrganizationUser>) =>
  aPendingUser(await anOrganization({ type: 'rs', ...organization }), { status: 'active', ...user });

describe('the claims of a token, against the stored user and organization', () => {
  it('serve an active user whose role and organization type are the stored ones', async () => {
    expect(await statusOf(await anOrganizationUser({ role: 'viewer' }))).toBe(200);
    expect(await statusOf(await inOrganization({}, { role: 'manager' }))).toBe(200);
  });

  it("answer 401 to a token whose organization type is not its organization's", async () => {
    const auditor = await anOrganizationUser({ organizationType: 'ad' });
    const { status, body } = await withClaims(types, { ...claimsOf(auditor), orgType: 'rs' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'unauthorized', requestId: expect.any(String), details: null });
  });

  it('answer 401 to a token whose role is not the stored one', async () => {
    expect(await statusOf(await anOrganizationUser({ role: 'viewer' }), { role: 'admin' })).toBe(401);
  });

  it('answer 401 to a user who is disabled or still pending, or not stored at all', async () => {
    expect(await statusOf(await anOrganizationUser({ status: 'disabled' }))).toBe(401);
    expect(await statusOf(await inOrganization({}, { status: 'pending' }))).toBe(401);
    expect(await statusOf(await anOrganizationUser(), { sub: randomUUID() })).toBe(401);
  });

  it('answer 401 to a user whose organization is missing or deleted', async () => {
    expect(await statusOf(await anOrphanUser({ status: 'active' }))).toBe(401);
    expect(await statusOf(await inOrganization({ deletedAt: '2026-02-01T00:00:00.000Z' }, {}))).toBe(401);
  });

  it('answer 403 to a real user of an organization without access (inactive, or archived)', async () => {
    const { status, body } = await withClaims(types, claimsOf(await inOrganization({ accessStatus: 'inactive' }, {})));
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'forbidden',
      message: "The caller's organization has no access to the service",
    });
    expect(
      await statusOf(await inOrganization({ accessStatus: 'inactive', archivedAt: '2026-02-01T00:00:00.000Z' }, {})),
    ).toBe(403);
  });

  it('serve a stored back-office user, and answer 401 to a back-office token of nobody stored', async () => {
    expect((await withClaims(organizations, { sub: demoIds.backOfficeAdmin, role: 'bo_admin' })).status).toBe(200);
    expect((await withClaims(organizations, { sub: randomUUID(), role: 'bo_admin' })).status).toBe(401);
    const organizationUser = await anOrganizationUser();
    expect((await withClaims(organizations, { sub: organizationUser.id, role: 'bo_admin' })).status).toBe(401);
  });
});
