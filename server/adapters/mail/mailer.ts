export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The value the reader must copy (a code, a password): the console transport sets it apart. */
  highlight?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'sendgrid' | 'console';
  /**
   * The longest one send may take before it fails: a sender that has held a mail longer than
   * this is gone (the outbox's claim lease is built on it).
   */
  readonly sendTimeoutMs: number;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** The transport refused or could not be reached; `message` is Spanish and safe to show. */
export class MailSendError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`No se pudo enviar el correo: ${reason}`, options);
  }

  /** The message plus what the transport itself said (its answer or the network error). */
  get detail(): string {
    return this.cause instanceof Error ? `${this.message} (${this.cause.message})` : this.message;
  }
}
