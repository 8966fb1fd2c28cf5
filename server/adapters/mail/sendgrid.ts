import { MailSendError, type MailMessage, type Mailer } from './mailer';

/** Splits 'Name <addr@x>' into SendGrid's {name, email}. */
function parseFrom(from: string): { email: string; name?: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  const [, name, email] = match;
  return name ? { email: email ?? '', name } : { email: email ?? '' };
}

const SEND_TIMEOUT_MS = 15_000;

/** SendGrid's v3 HTTP API (POST /v3/mail/send, 202 on success). */
export function createSendgridMailer(apiKey: string, apiUrl: string, from: string): Mailer {
  const endpoint = new URL('/v3/mail/send', apiUrl).toString();
  return {
    kind: 'sendgrid',
    sendTimeoutMs: SEND_TIMEOUT_MS,
    async send(message: MailMessage) {
      const body = {
        personalizations: [{ to: [{ email: message.to }] }],
        from: parseFrom(from),
        subject: message.subject,
        content: [
          { type: 'text/plain', value: message.text },
          { type: 'text/html', value: message.html },
        ],
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          type: a.contentType,
          content: a.content.toString('base64'),
          disposition: 'attachment',
        })),
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (err) {
        throw new MailSendError('no se pudo contactar con SendGrid', { cause: err });
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new MailSendError(`SendGrid respondió ${response.status}`, {
          cause: new Error(detail.slice(0, 500)),
        });
      }
    },
  };
}
