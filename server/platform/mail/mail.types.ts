export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Delivers one message now (SMTP, or an .eml file in DATA_DIR/outbox/mail). Modules queue mail through Jobs instead. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * Where the outbox transports say a message was written: one line per message with its recipient and (for e-mail)
 * subject, never its body — a verification link or code in a log would let whoever reads the logs sign in.
 */
export type OutboxLog = (fields: { channel: 'mail' | 'sms'; to: string; subject?: string }, line: string) => void;
