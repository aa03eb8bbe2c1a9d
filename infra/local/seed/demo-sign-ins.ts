import { randomBytes } from 'node:crypto';
import { createSignInUser } from '../../../shared/identity/sign-in-users.ts';
import { demoUsers } from './demo.ts';

/**
 * A sign-in in the local user pool for each active demo user, as accepting an invitation creates
 * it. Each start sets new passwords (cognito-local keeps them in clear in its data file anyway),
 * which the start-up banner prints, so that nobody has a demo password worth reusing.
 */
export const createDemoSignIns = async () =>
  Promise.all(
    demoUsers.map(async (user) => {
      // Upper and lower case, a digit and a symbol, as the AWS pool's policy asks.
      const password = `Demo-${randomBytes(9).toString('base64url')}-1!`;
      const created = await createSignInUser(user.id, user.email, password);
      if (!created.ok) throw new Error(`No sign-in for demo user ${user.email}: ${created.message}`);
      return { ...user, password };
    }),
  );
