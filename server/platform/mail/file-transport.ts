import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { makePrivateDir, writePrivateFile } from '../files/private-files';
import type { MailMessage, MailTransport, OutboxLog } from './mail.types';

/** The local default: each message becomes an .eml file in DATA_DIR/outbox/mail (open it in any mail client). */
export function createFileMailTransport(outboxDir: string, from: string, log?: OutboxLog): MailTransport {
  // nodemailer (~11 MB) loads with the first message, not at start-up.
  let composer: Promise<Transporter> | undefined;
  const compose = () =>
    (composer ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      const info = await (await compose()).sendMail({ from, ...message });
      await makePrivateDir(outboxDir);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${process.pid}-${++sequence}.eml`);
      await writePrivateFile(file, info.message as Buffer);
      log?.({ channel: 'mail', to: message.to, subject: message.subject }, 'e-mail written to the outbox (staff: Outbox, in the staff area)');
    },
  };
}
