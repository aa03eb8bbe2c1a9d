import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '#shared/stores/aws/ses.ts';
import { setting } from '#shared/stores/config/env.ts';

/** An e-mail as we write it: a one-line subject, and the same message as text and as HTML. */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** Sends an e-mail from the service's address (`emailFrom`) to one recipient. */
export const sendEmail = async (to: string, email: Email): Promise<void> => {
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
