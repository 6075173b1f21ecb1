import path from 'node:path';
import { makePrivateDir, writePrivateFile } from '../files/private-files';
import type { OutboxLog } from '../mail/mail.types';
import type { SmsMessage, SmsTransport } from './sms.types';

/** The local default: one JSON file per text in DATA_DIR/outbox/sms. */
export function createFileSmsTransport(outboxDir: string, log?: OutboxLog): SmsTransport {
  let sequence = 0;
  return {
    async send(message: SmsMessage) {
      await makePrivateDir(outboxDir);
      const sentAt = new Date();
      const file = path.join(outboxDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.json`);
      await writePrivateFile(file, JSON.stringify({ ...message, sent_at: sentAt.toISOString() }, null, 2) + '\n');
      log?.({ channel: 'sms', to: message.to }, 'text written to the outbox (staff: Outbox, in the staff area)');
    },
  };
}
