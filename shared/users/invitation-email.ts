import { CONTROL_CHARACTERS } from '../http/formats.ts';
import type { OrganizationLanguage } from '../organizations/organization.ts';

export interface InvitationEmail {
  subject: string;
  text: string;
  html: string;
}

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

/** Each organization language's wording; the expiry date is written the way that language writes dates, in UTC. */
const wording: Record<
  OrganizationLanguage,
  (facts: InvitationFacts & { expires: string }) => { subject: string; lines: string[]; action: string }
> = {
  'fr-FR': (f) => ({
    subject: `Votre invitation à rejoindre ${f.organizationName} sur Kare`,
    lines: [
      `Bonjour ${f.firstName},`,
      `Vous êtes invité(e) à rejoindre ${f.organizationName} sur Kare.`,
      `Ce lien est valable jusqu'au ${f.expires} (UTC). Les liens envoyés précédemment ne fonctionnent plus.`,
    ],
    action: 'Accepter l’invitation',
  }),
  'en-US': (f) => ({
    subject: `Your invitation to join ${f.organizationName} on Kare`,
    lines: [
      `Hello ${f.firstName},`,
      `You have been invited to join ${f.organizationName} on Kare.`,
      `This link is valid until ${f.expires} (UTC). Links sent earlier no longer work.`,
    ],
    action: 'Accept the invitation',
  }),
  'de-DE': (f) => ({
    subject: `Ihre Einladung zu ${f.organizationName} auf Kare`,
    lines: [
      `Hallo ${f.firstName},`,
      `Sie wurden eingeladen, ${f.organizationName} auf Kare beizutreten.`,
      `Dieser Link ist bis zum ${f.expires} (UTC) gültig. Früher gesendete Links funktionieren nicht mehr.`,
    ],
    action: 'Einladung annehmen',
  }),
};

export const invitationEmail = (language: OrganizationLanguage, facts: InvitationFacts): InvitationEmail => {
  const expires = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(facts.expiresAt),
  );
  const { subject, lines, action } = wording[language]({ ...facts, expires });
  const [greeting, invitation, validity] = lines as [string, string, string];
  return {
    subject: headerLine(subject),
    text: [greeting, '', invitation, '', `${action}: ${facts.link}`, '', validity].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(invitation)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  };
};
