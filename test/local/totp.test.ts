import { describe, expect, it } from 'vitest';
import { totpCode } from '#infra/local/totp.ts';

/**
 * RFC 6238's SHA-1 test vectors (appendix B), cut to the 6 digits Cognito asks for; the secret is
 * the ASCII "12345678901234567890", in base32.
 */
const base32Secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('at %i s are those of RFC 6238', (seconds, code) => {
    expect(totpCode(base32Secret, seconds * 1000)).toBe(code);
  });

  it('read the secret in either case, padded or not, and refuse what is not base32', () => {
    expect(totpCode(`${base32Secret.toLowerCase()}====`, 59_000)).toBe('287082');
    expect(() => totpCode('not base32!', 59_000)).toThrow(/base32/);
  });
});
