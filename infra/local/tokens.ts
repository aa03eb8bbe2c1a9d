import { createSession } from '#shared/stores/auth/sessions.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import type { Issuer } from './issuer.ts';

/** A bearer token and a session token for a stored user, as the sign-in flow would hand out. */
export const issueTokens = async (issuer: Issuer, userId: string): Promise<{ bearer: string; session: string }> => {
  const user = await findUserById(userId);
  if (!user) throw new Error(`No user ${userId} in the table`);
  const [bearer, session] = await Promise.all([issuer.sign({ sub: user.id }), createSession(user.id)]);
  return { bearer, session: session.token };
};
