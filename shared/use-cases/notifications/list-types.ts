import type { Language } from '#shared/vocabulary/codes/languages.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';
import { notificationTypes } from './catalogue.ts';

/** The types this caller's role may configure, with follow-able actions named in their language. */
export const listNotificationTypes = (role: OrganizationRole, language: Language) =>
  notificationTypes
    .filter((definition) => definition.roles.includes(role))
    .map(({ roles: _roles, followableActions, ...definition }) => ({
      ...definition,
      followableActions: followableActions.map(({ key, label }) => ({ key, label: label[language] })),
    }));
