import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { call } from './api.ts';
import { importInto } from './catalogue-fixtures.ts';
import { mailsTo, tokenOf } from './mail.ts';
import { anOrganization, setInvitationState } from './organization-fixtures.ts';

/** A user of an organization's catalogue, as the import states them. */
export interface InvitedPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  status: string;
}

/** Operation 12's e-mail to the user, and the token of its link; an earlier send is moved back past the one-a-minute limit. */
export const sendInvitation = async (organizationId: string, person: InvitedPerson): Promise<string> => {
  const stored = await readOrganizationUser(organizationId, person.id);
  if (stored?.invitation)
    await setInvitationState(stored, {
      ...stored.invitation,
      lastSentAt: new Date(Date.now() - 120_000).toISOString(),
      dayCount: 0,
    });
  const sent = await call('POST', `/bo/users/v1/${person.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
  expect(sent.status).toBe(200);
  return tokenOf((await mailsTo(person.email)).at(-1)!);
};

/**
 * An rs organization of its own (named, in `language`) whose catalogue states one pending user,
 * sent an invitation: the link's token, and `restate` to import the user again with changes.
 */
export const anInvitation = async (language: Organization['language'] = 'fr-FR') => {
  const organization = await anOrganization({ type: 'rs', language, name: `Résidence ${randomUUID().slice(0, 6)}` });
  const person: InvitedPerson = {
    id: randomUUID(),
    firstName: 'Ines',
    lastName: 'Invited',
    email: `ines.${randomUUID()}@example.com`,
    role: 'viewer',
    status: 'pending',
  };
  await importInto(organization.id, { users: [person] });
  const token = await sendInvitation(organization.id, person);
  const restate = (changes: Partial<InvitedPerson>) =>
    importInto(organization.id, { users: [{ ...person, ...changes }] });
  return { organization, person, token, restate };
};

/** The user's live link moved past its expiry. */
export const expireInvitation = async (organizationId: string, userId: string): Promise<void> => {
  const stored = (await readOrganizationUser(organizationId, userId))!;
  const link = stored.invitation!.link!;
  await setInvitationState(stored, {
    ...stored.invitation!,
    link: { ...link, expiresAt: new Date(Date.now() - 60_000).toISOString() },
  });
};
