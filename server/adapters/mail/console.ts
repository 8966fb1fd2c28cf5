import { saveMailToFolder } from './mail-folder';
import type { MailMessage, Mailer } from './mailer';

const RULE = '═'.repeat(64);

/** ANSI colours on a terminal that has them (hasColors heeds NO_COLOR), none in a pipe or file. */
const colorsFor = (enabled: boolean) => ({
  banner: (s: string) => (enabled ? `\x1b[1;30;46m${s}\x1b[0m` : s),
  value: (s: string) => (enabled ? `\x1b[1;33m${s}\x1b[0m` : s),
});

interface ConsoleMailerOptions {
  write?: (text: string) => void;
  colors?: boolean;
  /** Where each mail is also written, with its attachments, to be opened (`DATA_DIR/mail`). */
  folder?: string;
}

/**
 * Development transport: prints each mail as a framed block among the log lines, the value to
 * copy (recovery code, new password) repeated on its own line at the end where the eye lands.
 */
export function createConsoleMailer({
  write = (t) => process.stdout.write(t),
  colors = Boolean(process.stdout.isTTY) && process.stdout.hasColors(),
  folder,
}: ConsoleMailerOptions = {}): Mailer {
  const paint = colorsFor(colors);
  return {
    kind: 'console',
    sendTimeoutMs: 1_000,
    async send(message: MailMessage) {
      const saved = folder && (await saveMailToFolder(folder, message, new Date()));
      const lines = [
        '',
        paint.banner(` ✉ CORREO (transporte de consola) ${'═'.repeat(31)}`),
        `Para:   ${message.to}`,
        `Asunto: ${message.subject}`,
        '─'.repeat(64),
        message.text,
        ...(message.attachments?.length
          ? [`Adjuntos: ${message.attachments.map((a) => a.filename).join(', ')}`]
          : []),
        ...(saved ? [`Guardado en: ${saved}`] : []),
        ...(message.highlight ? ['', `  ▶ Para copiar: ${paint.value(message.highlight)}`] : []),
        RULE,
      ];
      write(`${lines.join('\n')}\n`);
    },
  };
}
