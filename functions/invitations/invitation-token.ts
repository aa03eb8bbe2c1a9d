import * as z from 'zod/mini';

/** The token of an invitation link (43 characters of base64url: 32 random bytes). */
export const invitationToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
