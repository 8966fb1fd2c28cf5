import type { Config } from '../../config';
import { createConsoleMailer } from './console';
import type { Mailer } from './mailer';
import { createSendgridMailer } from './sendgrid';
import { createSmtpMailer } from './smtp';

export * from './mailer';

/** `saveTo`: the console transport also writes each mail there (`npm start` passes DATA_DIR/mail). */
export function createMailer(config: Config, { saveTo }: { saveTo?: string } = {}): Mailer {
  const { smtpUrl, sendgridApiKey, sendgridApiUrl, from } = config.mail;
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  if (sendgridApiKey) return createSendgridMailer(sendgridApiKey, sendgridApiUrl, from);
  // config.ts refuses production without a transport, so this is development or tests.
  return createConsoleMailer({ folder: saveTo });
}
