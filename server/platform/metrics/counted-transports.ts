import type { MailTransport } from '../mail/mail.types';
import type { SmsTransport } from '../sms/sms.types';
import { messagesSent } from './registry';

async function counted(channel: 'mail' | 'sms', sending: Promise<void>) {
  try {
    await sending;
    messagesSent.labels(channel, 'sent').inc();
  } catch (error) {
    messagesSent.labels(channel, 'failed').inc();
    throw error;
  }
}

/** The transport, counting each message handed to it as sent or failed (whichever transport is configured). */
export const countedMail = (transport: MailTransport): MailTransport => ({
  ...transport,
  send: (message) => counted('mail', transport.send(message)),
});

export const countedSms = (transport: SmsTransport): SmsTransport => ({
  ...transport,
  send: (message) => counted('sms', transport.send(message)),
});
