import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backOfficeAdmin, demoIds } from '#infra/local/seed/demo.ts';
import { callerStanding } from '#shared/use-cases/auth/caller-standing.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { call, issuer } from '#test/support/api.ts';
import { anOrganizationUser, anOrphanUser } from '#test/support/fixtures.ts';
import { anOrganization, aPendingUser } from '#test/support/organization-fixtures.ts';

/**
 * A token only names a user: the function reads the stored user and organization and serves them
 * as they are now (shared/use-cases/auth/caller-standing.ts). Tokens are signed here by the local shortcut
 * issuer, with whatever claims a forger would add.
 */
const types = '/rs/notification-preferences/v1/types';
const auditTypes = '/ad/origins/v1/';
const organizations = '/bo/organizations/v1/?countOnly=true';

const withClaims = async (path: string, claims: Record<string, string>) =>
  call('GET', path, { authorization: `Bearer ${await (await issuer()).sign(claims)}` });

const statusOf = async (user: OrganizationUser, path = types) => (await withClaims(path, { sub: user.id })).status;

const inOrganization = async (organization: Parameters<typeof anOrganization>[0], user: Partial<OrganizationUser>) =>
  aPendingUser(await anOrganization({ type: 'rs', ...organization }), { status: 'active', ...user });

describe('the caller a token names, as stored', () => {
  it('serve an active user with the stored role and organization type', async () => {
    expect(await statusOf(await anOrganizationUser({ role: 'viewer' }))).toBe(200);
    expect(await statusOf(await inOrganization({}, { role: 'manager' }))).toBe(200);
  });

  it('ignore the organization, type and role a token claims: the stored ones decide', async () => {
    const viewer = await anOrganizationUser({ role: 'viewer' });
    const { status, body } = await withClaims(`${auditTypes}${randomUUID()}`, {
      sub: viewer.id,
      org: randomUUID(),
      orgType: 'ad',
      role: 'admin',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'forbidden', requestId: expect.any(String) });
    expect((await withClaims(organizations, { sub: viewer.id, role: 'bo_admin' })).status).toBe(403);
  });

  it('answer 401 to a user who is disabled or still pending, or not stored at all', async () => {
    expect(await statusOf(await anOrganizationUser({ status: 'disabled' }))).toBe(401);
    expect(await statusOf(await inOrganization({}, { status: 'pending' }))).toBe(401);
    const { status, body } = await withClaims(types, { sub: randomUUID() });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'unauthorized', requestId: expect.any(String), details: null });
  });

  it('answer 401 to a user whose organization is missing or deleted', async () => {
    expect(await statusOf(await anOrphanUser({ status: 'active' }))).toBe(401);
    expect(await statusOf(await inOrganization({ deletedAt: '2026-02-01T00:00:00.000Z' }, {}))).toBe(401);
  });

  it('answer 403 to a real user of an organization without access (inactive, or archived)', async () => {
    const { status, body } = await withClaims(types, {
      sub: (await inOrganization({ accessStatus: 'inactive' }, {})).id,
    });
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
    expect((await withClaims(organizations, { sub: demoIds.backOfficeAdmin })).status).toBe(200);
    expect((await withClaims(organizations, { sub: randomUUID(), role: 'bo_admin' })).status).toBe(401);
  });
});

describe("the caller's standing, by the kinds of user the token's issuer signs in", () => {
  // Only what the standing reads.
  const organization = {
    id: randomUUID(),
    type: 'rs',
    accessStatus: 'active',
    archivedAt: null,
    deletedAt: null,
  } as Organization;
  const member = {
    kind: 'organization',
    id: randomUUID(),
    organizationId: organization.id,
    role: 'viewer',
    status: 'active',
  } as OrganizationUser;
  const organizationCaller = { user: member, organization };
  const backOfficeCaller = { user: backOfficeAdmin, organization: undefined };

  it("admits a back-office user with a token of the back-office users' issuer only", () => {
    expect(callerStanding(backOfficeCaller, { users: ['backOffice'], issuedAtMs: Date.now() })).toEqual({
      kind: 'admitted',
      identity: { kind: 'backOffice', userId: backOfficeAdmin.id, role: 'bo_admin' },
    });
    expect(callerStanding(backOfficeCaller, { users: ['organization'], issuedAtMs: Date.now() })).toEqual({
      kind: 'unknown',
    });
  });

  it("admits an organization user with a token of the organization users' issuer only", () => {
    expect(callerStanding(organizationCaller, { users: ['organization'], issuedAtMs: Date.now() })).toMatchObject({
      kind: 'admitted',
      identity: { kind: 'organization', userId: member.id, organizationId: organization.id, role: 'viewer' },
    });
    expect(callerStanding(organizationCaller, { users: ['backOffice'], issuedAtMs: Date.now() })).toEqual({
      kind: 'unknown',
    });
  });

  it('refuses a disabled back-office user, and any user a token issued before the last sign-out', () => {
    const backOffice = { users: ['backOffice'] as const, issuedAtMs: Date.now() };
    const disabled = { user: { ...backOfficeAdmin, status: 'disabled' as const }, organization: undefined };
    expect(callerStanding(disabled, backOffice)).toEqual({ kind: 'unknown' });
    const signedOutAt = '2026-06-01T10:00:00.500Z';
    const reEnabled = { user: { ...member, signedOutAt }, organization };
    const token = (iat: string) => ({ users: ['organization'] as const, issuedAtMs: Date.parse(iat) });
    expect(callerStanding(reEnabled, token('2026-06-01T09:00:00.000Z'))).toEqual({ kind: 'unknown' });
    // `iat` counts whole seconds: a token of the sign-out's second may be older than the sign-out.
    expect(callerStanding(reEnabled, token('2026-06-01T10:00:00.000Z'))).toEqual({ kind: 'unknown' });
    expect(callerStanding(reEnabled, token('2026-06-01T10:00:01.000Z'))).toMatchObject({ kind: 'admitted' });
    const backOfficeSignedOut = { user: { ...backOfficeAdmin, signedOutAt }, organization: undefined };
    expect(callerStanding(backOfficeSignedOut, { ...backOffice, issuedAtMs: Date.parse(signedOutAt) - 1 })).toEqual({
      kind: 'unknown',
    });
  });

  it("says nothing of an organization's access to a token of the other kind's issuer", () => {
    const withoutAccess = { user: member, organization: { ...organization, accessStatus: 'inactive' as const } };
    expect(callerStanding(withoutAccess, { users: ['organization'], issuedAtMs: Date.now() })).toEqual({
      kind: 'withoutAccess',
    });
    expect(callerStanding(withoutAccess, { users: ['backOffice'], issuedAtMs: Date.now() })).toEqual({
      kind: 'unknown',
    });
  });

  it('admits either kind with a token of an issuer of both (the local shortcut issuer)', () => {
    expect(
      callerStanding(backOfficeCaller, { users: ['organization', 'backOffice'], issuedAtMs: Date.now() }).kind,
    ).toBe('admitted');
    expect(
      callerStanding(organizationCaller, { users: ['organization', 'backOffice'], issuedAtMs: Date.now() }).kind,
    ).toBe('admitted');
  });
});
