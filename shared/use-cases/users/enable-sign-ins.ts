import { enableSignIn } from '#shared/stores/identity/sign-in-users.ts';
import { recordSignInEnabled } from '#shared/stores/users/user-repository.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';

/** Cognito's admin user operations allow a few tens of calls per second per account. */
const ENABLE_CONCURRENCY = 4;

/**
 * The import's step "enabling sign-ins": users the file makes active again after a disable get
 * their sign-in back (docs/identity.md, Disabled users). Each is marked enabled only once Cognito
 * has enabled it, so a re-run of an import that failed half-way enables the rest.
 */
export const enableSignIns = async (organizationId: string, userIds: readonly string[]): Promise<void> => {
  await mapLimited(userIds, ENABLE_CONCURRENCY, async (userId) => {
    await enableSignIn(userId);
    await recordSignInEnabled(organizationId, userId);
  });
};
