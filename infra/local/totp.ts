import { createHmac } from 'node:crypto';

/**
 * The code an authenticator app shows for a TOTP secret (RFC 6238: HMAC-SHA1 over the count of
 * 30-second steps, 6 digits), for the local tools and tests that answer the back-office pool's
 * SOFTWARE_TOKEN_MFA challenge. The secret is base32, as Cognito's AssociateSoftwareToken gives it.
 */
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32Bytes = (secret: string): Buffer => {
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((char) => {
      const value = base32Alphabet.indexOf(char);
      if (value < 0) throw new Error('A TOTP secret is base32');
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  // Trailing bits short of a byte are padding.
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
};

export const totpCode = (secret: string, at = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  // RFC 4226's dynamic truncation: 31 bits read where the last nibble points.
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};
