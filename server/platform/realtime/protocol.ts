/** Pusher Channels protocol 7 as pusher-js 8 speaks it (docs/api.md "Frames"): channel names and frames. */

export const PROTOCOL_VERSION = 7;
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;
/** Pusher's limit on an event's data; larger events are refused before they leave the app. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

/** Pusher's close/error codes in the 4000–4099 range tell pusher-js not to reconnect. */
export const ErrorCode = {
  applicationDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
} as const;

const USER_CHANNEL = /^private-user\.([1-9]\d{0,15})$/;

export const userChannel = (userId: number) => `private-user.${userId}`;

/** The user id of a `private-user.{id}` channel, or null for any other name. */
export function userIdOfChannel(channel: string): number | null {
  const match = USER_CHANNEL.exec(channel);
  return match ? Number(match[1]) : null;
}

/** Server-to-client frames carry `data` as a JSON-encoded string. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });
}

/** An app event's data as Pusher carries it (a JSON string), refused above Pusher's payload limit. */
export function encodeEventData(event: string, data: Record<string, unknown>): string {
  const encoded = JSON.stringify(data);
  const bytes = Buffer.byteLength(encoded);
  if (bytes > MAX_EVENT_DATA_BYTES) {
    throw new Error(`Real-time event '${event}' carries ${bytes} bytes of data; the limit is ${MAX_EVENT_DATA_BYTES}.`);
  }
  return encoded;
}

export function eventFrame(userId: number, event: string, data: Record<string, unknown>): string {
  return JSON.stringify({ event, channel: userChannel(userId), data: encodeEventData(event, data) });
}

export interface ClientMessage {
  event: string;
  data: Record<string, unknown>;
}

/** A client frame, or null when it is not one; clients send `data` as an object, some as a JSON string. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || typeof (message as { event?: unknown }).event !== 'string') return null;
  let data = (message as { data?: unknown }).data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = {};
    }
  }
  return { event: (message as { event: string }).event, data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {} };
}
