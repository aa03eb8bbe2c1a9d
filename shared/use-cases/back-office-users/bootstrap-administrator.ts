import { randomUUID } from 'node:crypto';
import {
  claimFirstAdministrator,
  listBackOfficeUsers,
  releaseFirstAdministrator,
} from '#shared/stores/users/back-office-user-repository.ts';
import { conflict } from '#shared/vocabulary/errors.ts';
import type { NewBackOfficeUser } from './back-office-user-schemas.ts';
import { createBackOfficeUser } from './create-back-office-user.ts';

const alreadyMade = () =>
  conflict('The back office has an administrator already: ask them to create your user', {
    reason: 'already_bootstrapped',
  });

/**
 * Makes the first back-office administrator of a deployment (`npm run bootstrap-admin`), once:
 * refused when a back-office user exists or another bootstrap claimed the making. Every later
 * back-office user is created by an administrator through the API.
 */
export const bootstrapAdministrator = async (fields: NewBackOfficeUser, now = new Date()) => {
  if ((await listBackOfficeUsers()).length > 0) throw alreadyMade();
  const id = randomUUID();
  if (!(await claimFirstAdministrator(id, now.toISOString()))) throw alreadyMade();
  try {
    return await createBackOfficeUser(fields, { id, now });
  } catch (error) {
    await releaseFirstAdministrator(id);
    throw error;
  }
};
