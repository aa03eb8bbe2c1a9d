import * as z from 'zod/mini';
import { singleLine, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { type BackOfficeUser, backOfficeRole, backOfficeUserStatuses } from '#shared/vocabulary/users/user.ts';

/** What a back-office administrator states to create another (operation `createBackOfficeUserBOV1`). */
export const newBackOfficeUserSchema = z.strictObject({
  firstName: singleLine(1, 100),
  lastName: singleLine(1, 100),
  email: z.email().check(z.maxLength(254)),
});
nameSchema(newBackOfficeUserSchema, 'NewBackOfficeUser');
export type NewBackOfficeUser = z.output<typeof newBackOfficeUserSchema>;

/** A back-office user as the API shows it. */
export const backOfficeUserViewSchema = z.strictObject({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.literal(backOfficeRole),
  status: z.enum(backOfficeUserStatuses),
  createdAt: timestamp,
  updatedAt: timestamp,
});
nameSchema(backOfficeUserViewSchema, 'BackOfficeUser');
type BackOfficeUserView = z.output<typeof backOfficeUserViewSchema>;

export const backOfficeUserListSchema = z.strictObject({ items: z.array(backOfficeUserViewSchema) });
nameSchema(backOfficeUserListSchema, 'BackOfficeUserList');

export const backOfficeUserView = (user: BackOfficeUser): BackOfficeUserView => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  status: user.status ?? 'active',
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});
