import { describe, expect, it } from 'vitest';
import { audienceOfPath } from '#shared/vocabulary/auth/audience.ts';
import { admits } from '#shared/vocabulary/auth/authorize.ts';
import type { Identity } from '#shared/vocabulary/auth/identity.ts';

const userId = 'b1b2c3d4-0001-4000-8000-000000000001';
const organizationId = 'a1b2c3d4-0001-4000-8000-000000000001';

describe('audiences', () => {
  it('come from the path prefix', () => {
    expect(audienceOfPath('/rs/labels/v1/x')).toBe('rs');
    expect(audienceOfPath('/ad/plan-items/v1/points/x')).toBe('ad');
    expect(audienceOfPath('/bo/organizations/v1/')).toBe('bo');
    expect(audienceOfPath('/attachments/v3/1')).toBe('attachments');
    expect(audienceOfPath('/rsx/labels')).toBeUndefined();
  });

  it('admit only their callers', () => {
    const member = (organizationType: 'rs' | 'ad'): Identity => ({
      kind: 'organization',
      userId,
      organizationId,
      organizationType,
      role: 'admin',
    });
    const [rs, ad] = [member('rs'), member('ad')];
    const bo: Identity = { kind: 'backOffice', userId, role: 'bo_admin' };
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
