import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  email: Email;
}

export interface SmtpCapture {
  /** SMTP_URL for the app under test. */
  url: string;
  readonly mails: readonly CapturedMail[];
  /** Resolves with the first mail (already received or arriving later) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Answers 550 to this recipient from now on (a transport failure, for real). */
  refuse(address: string): void;
  accept(address: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (a free one unless given: a server started again on the
 * port of one that was closed is a mail service coming back) that keeps every mail it receives,
 * parsed.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const listeners = new Set<() => void>();
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          mails.push({ to, email });
          for (const notify of listeners) notify();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No mail matched within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    refuse: (address) => void refused.add(address.toLowerCase()),
    accept: (address) => void refused.delete(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails sent to one address, oldest first. */
export const mailsTo = (capture: SmtpCapture, address: string) =>
  capture.mails.filter((m) => m.to.includes(address.toLowerCase()));
