import type { SmsMessage, SmsTransport } from './sms.types';

export interface TwilioOptions {
  /** Base URL of a Twilio-compatible API; https://api.twilio.com when unset. */
  apiUrl?: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/** Production SMS through Twilio's Messages API (or any service speaking it). A non-2xx answer throws so the job retries. */
export function createTwilioSmsTransport(options: TwilioOptions): SmsTransport {
  const base = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send(message: SmsMessage) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        // Twilio explains a refusal in JSON ({ code, message }); keep it short for the job's error log.
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`SMS provider answered ${response.status}: ${detail}`);
      }
      await response.arrayBuffer(); // drain so the connection is reused
    },
  };
}
