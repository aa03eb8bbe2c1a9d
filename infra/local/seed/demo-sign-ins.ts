import { randomBytes } from 'node:crypto';
import { enrolTotp } from '#infra/local/totp-enrolment.ts';
import { setting } from '#shared/stores/config/env.ts';
import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import { demoUsers } from './demo.ts';

/**
 * A sign-in in the local user pool of their kind for each active demo user, as accepting an
 * invitation creates it for organization users, with TOTP set up for back-office users, whose pool
 * requires it. Each start sets new passwords and TOTP secrets (cognito-local keeps them in clear in
 * its data file anyway), which the start-up banner prints, so that nobody has a demo secret worth
 * reusing.
 */
export const createDemoSignIns = async () => {
  const backOfficePool = {
    userPoolId: setting('backOfficeUserPoolId'),
    clientId: setting('backOfficeUserPoolClientId'),
  };
  return Promise.all(
    demoUsers.map(async (user) => {
      // Upper and lower case, a digit and a symbol, as the AWS pools' policy asks.
      const password = `Demo-${randomBytes(9).toString('base64url')}-1!`;
      const backOffice = user.organization === 'bo';
      const created = await createSignInUser(
        user.id,
        user.email,
        password,
        backOffice ? backOfficePool.userPoolId : undefined,
      );
      if (!created.ok) throw new Error(`No sign-in for demo user ${user.email}: ${created.message}`);
      return {
        ...user,
        password,
        totpSecret: backOffice ? await enrolTotp(backOfficePool, user.id, password) : undefined,
      };
    }),
  );
};
