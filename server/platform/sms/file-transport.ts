import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsTransport } from './sms.types';

/** The local default: one JSON file per text in DATA_DIR/outbox/sms. */
export function createFileSmsTransport(outboxDir: string): SmsTransport {
  let sequence = 0;
  return {
    async send(message: SmsMessage) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date();
      const file = path.join(outboxDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.json`);
      await writeFile(file, JSON.stringify({ ...message, sent_at: sentAt.toISOString() }, null, 2) + '\n');
    },
  };
}
