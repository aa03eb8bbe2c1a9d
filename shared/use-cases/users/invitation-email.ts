import type { Email } from '#shared/stores/mail/mailer.ts';
import { labelLanguageOf, type OrganizationLanguage } from '#shared/vocabulary/codes/languages.ts';
import { CONTROL_CHARACTERS } from '#shared/vocabulary/formats/plain-formats.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';

interface InvitationFacts {
  firstName: string;
  organizationName: string;
  link: string;
  expiresAt: string;
}

/**
 * A header value is one line: a CR or LF from stored text (a name imported before names were
 * checked, say) would otherwise start a header of its own. Every control character becomes a space.
 */
const headerLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** The expiry date is written the way the organization's language writes dates, in UTC. */
export const invitationEmail = (language: OrganizationLanguage, facts: InvitationFacts): Email => {
  const expires = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(facts.expiresAt),
  );
  const wording = LABELS[labelLanguageOf(language)].invitationEmail;
  const greeting = wording.greeting(facts.firstName);
  const invitation = wording.invitation(facts.organizationName);
  const validity = wording.validity(expires);
  return {
    subject: headerLine(wording.subject(facts.organizationName)),
    text: [greeting, '', invitation, '', `${wording.action}: ${facts.link}`, '', validity].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(invitation)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(wording.action)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  };
};
