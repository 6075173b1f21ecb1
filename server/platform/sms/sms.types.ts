export interface SmsMessage {
  /** E.164, e.g. +15551234567 */
  to: string;
  body: string;
}

/** Delivers one text now (Twilio-compatible API, or a JSON file in DATA_DIR/outbox/sms). Modules queue texts through Jobs. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}
