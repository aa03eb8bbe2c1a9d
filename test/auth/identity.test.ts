import { describe, expect, it } from 'vitest';
import { audienceOfPath } from '../../shared/auth/audience.ts';
import { admits } from '../../shared/auth/authorize.ts';
import { identityFromClaims } from '../../shared/auth/identity.ts';

const user = 'b1b2c3d4-0001-4000-8000-000000000001';
const org = 'a1b2c3d4-0001-4000-8000-000000000001';

describe('identity from claims', () => {
  it('reads organization and back-office users', () => {
    expect(identityFromClaims({ sub: user, org, orgType: 'ad', role: 'viewer' })).toEqual({
      kind: 'organization',
      userId: user,
      organizationId: org,
      organizationType: 'ad',
      role: 'viewer',
    });
    expect(identityFromClaims({ sub: user, role: 'bo_admin' })).toEqual({
      kind: 'backOffice',
      userId: user,
      role: 'bo_admin',
    });
  });

  it('refuses claims that describe nobody in particular', () => {
    for (const claims of [
      undefined,
      {},
      { sub: 'not-a-uuid', org, orgType: 'rs', role: 'admin' },
      // The API's one UUID pattern (formats.ts): version 1-8, variant 8, 9, a or b.
      { sub: 'b1b2c3d4-0001-0000-0000-000000000001', org, orgType: 'rs', role: 'admin' },
      { sub: user, org: 'a1b2c3d4-0001-4000-c000-000000000001', orgType: 'rs', role: 'admin' },
      { sub: user, org, orgType: 'xx', role: 'admin' },
      { sub: user, org, orgType: 'rs', role: 'bo_admin' },
      { sub: user, org, role: 'bo_admin' },
      { sub: user, orgType: 'rs', role: 'admin' },
    ]) {
      expect(identityFromClaims(claims)).toBeUndefined();
    }
  });
});

describe('audiences', () => {
  it('come from the path prefix', () => {
    expect(audienceOfPath('/rs/labels/v1/x')).toBe('rs');
    expect(audienceOfPath('/ad/plan-items/v1/points/x')).toBe('ad');
    expect(audienceOfPath('/bo/organizations/v1/')).toBe('bo');
    expect(audienceOfPath('/attachments/v3/1')).toBe('attachments');
    expect(audienceOfPath('/rsx/labels')).toBeUndefined();
  });

  it('admit only their callers', () => {
    const rs = identityFromClaims({ sub: user, org, orgType: 'rs', role: 'admin' })!;
    const ad = identityFromClaims({ sub: user, org, orgType: 'ad', role: 'admin' })!;
    const bo = identityFromClaims({ sub: user, role: 'bo_admin' })!;
    expect([admits('rs', rs), admits('rs', ad), admits('rs', bo)]).toEqual([true, false, false]);
    expect([admits('ad', rs), admits('ad', ad), admits('ad', bo)]).toEqual([false, true, false]);
    expect([admits('bo', rs), admits('bo', ad), admits('bo', bo)]).toEqual([false, false, true]);
    expect([admits('attachments', rs), admits('attachments', ad), admits('attachments', bo)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
