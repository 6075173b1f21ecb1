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
