import { listBackOfficeUsers as readBackOfficeUsers } from '#shared/stores/users/back-office-user-repository.ts';
import { backOfficeUserView } from './back-office-user-schemas.ts';

/** Every back-office user, oldest first. */
export const listBackOfficeUsers = async () => ({ items: (await readBackOfficeUsers()).map(backOfficeUserView) });
