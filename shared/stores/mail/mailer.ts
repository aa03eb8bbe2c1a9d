import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '#shared/stores/aws/ses.ts';
import { setting } from '#shared/stores/config/env.ts';
import { withoutInvisibleCharacters } from '#shared/vocabulary/formats/plain-formats.ts';

/** An e-mail as we write it: a one-line subject, and the same message as text and as HTML. */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends an e-mail from the service's address (`emailFrom`) to one recipient, without invisible
 * characters (bidirectional controls, zero-width and tag characters) in its subject or body: names
 * are checked on the way in, and a name stored before they were must not turn a subject around
 * (docs/decisions.md, "Names are text a person can read").
 */
export const sendEmail = async (to: string, message: Email): Promise<void> => {
  const email = {
    subject: withoutInvisibleCharacters(message.subject),
    text: withoutInvisibleCharacters(message.text),
    html: withoutInvisibleCharacters(message.html),
  };
  await ses().send(
    new SendEmailCommand({
      Source: setting('emailFrom'),
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
      },
    }),
  );
};
