import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer';

/** 'Tu código de verificación · Cartera USDT' → 'tu-codigo-de-verificacion-cartera-usdt'. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'correo';

/** A file name that stays inside the folder. */
const safeName = (name: string) => path.basename(name).replace(/[^\w.\- ]+/g, '_') || 'adjunto';

/**
 * Writes a mail the console transport "sent" to `<root>/<date>-<subject>/`: `mensaje.txt`
 * (recipient, subject, text), `mensaje.html` and every attachment under its own name, so a
 * developer can open what was sent (docs/decisions/operator-console.md). Answers the folder.
 */
export async function saveMailToFolder(root: string, message: MailMessage, now: Date) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const base = path.join(root, `${stamp}-${slug(message.subject)}`);
  let folder = base;
  for (let n = 2; ; n++) {
    try {
      await mkdir(folder, { recursive: false });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') await mkdir(root, { recursive: true });
      else if ((err as NodeJS.ErrnoException).code === 'EEXIST') folder = `${base}-${n}`;
      else throw err;
    }
  }
  const head = `Para: ${message.to}\nAsunto: ${message.subject}\n\n`;
  await writeFile(path.join(folder, 'mensaje.txt'), head + message.text);
  await writeFile(path.join(folder, 'mensaje.html'), message.html);
  for (const attachment of message.attachments ?? []) {
    await writeFile(path.join(folder, safeName(attachment.filename)), attachment.content);
  }
  return folder;
}
