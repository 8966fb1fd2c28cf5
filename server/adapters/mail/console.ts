import type { MailMessage, Mailer } from './mailer';

/** Development transport: prints each mail so codes and passwords can be read in the terminal. */
export function createConsoleMailer(
  write: (text: string) => void = (t) => process.stdout.write(t),
): Mailer {
  return {
    kind: 'console',
    async send(message: MailMessage) {
      const attachments = message.attachments?.length
        ? `\nAdjuntos: ${message.attachments.map((a) => a.filename).join(', ')}`
        : '';
      write(
        `\n──── Correo (consola) ────\nPara: ${message.to}\nAsunto: ${message.subject}\n\n${message.text}${attachments}\n─────────────────────────\n`,
      );
    },
  };
}
