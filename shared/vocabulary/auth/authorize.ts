import type { Audience } from './audience.ts';
import type { Identity } from './identity.ts';

/** Which callers each audience admits; the path prefix decides the audience. */
export const admits = (audience: Audience, identity: Identity): boolean => {
  switch (audience) {
    case 'rs':
    case 'ad':
      return identity.kind === 'organization' && identity.organizationType === audience;
    case 'bo':
      return identity.kind === 'backOffice';
    case 'attachments':
    case 'sessions':
      return identity.kind === 'organization';
    // Public routes are built without identity (anonymousOperation); one that asks for it is refused.
    case 'public':
      return false;
  }
};
