import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail.types';

/** Production mail: SMTP at MAIL_URL (smtp://user:pass@host:587 or smtps://…:465). A failure throws so the job retries. */
export function createSmtpMailTransport(mailUrl: string, from: string): MailTransport & { close(): void } {
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(mailUrl)));
  return {
    async send(message: MailMessage) {
      await (await connect()).sendMail({ from, ...message });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
