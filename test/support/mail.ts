import { envNames } from '#shared/stores/config/env.ts';
import { urls } from './api.ts';

/** The e-mails the SES emulator received, as tests read invitations. */
export interface StoredEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** What the SES emulator received for this address, oldest first (the test run's, or the one at `sesUrl`). */
export const mailsTo = async (address: string, sesUrl = urls.ses): Promise<StoredEmail[]> => {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
};

export const tokenOf = (email: StoredEmail): string => {
  const base = process.env[envNames.invitationBaseUrl]!;
  const match = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#([A-Za-z0-9_-]{43})`).exec(
    email.body.text ?? '',
  );
  if (!match) throw new Error(`No invitation link in: ${email.body.text}`);
  return match[1]!;
};
