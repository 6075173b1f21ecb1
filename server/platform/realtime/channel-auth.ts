import { timingSafeEqual } from 'node:crypto';
import type Pusher from 'pusher';

/**
 * Channel authorisation as Pusher defines it: `key:HMAC-SHA256(secret, "socket_id:channel")` in hex. The
 * `pusher` SDK signs (the same code hosted Pusher expects); the built-in endpoint checks by signing again.
 */
export interface ChannelAuth {
  sign(socketId: string, channelName: string): { auth: string };
  verify(socketId: string, channelName: string, auth: unknown): boolean;
}

export function createChannelAuth(pusher: Pusher): ChannelAuth {
  const sign = (socketId: string, channelName: string) => ({ auth: pusher.authorizeChannel(socketId, channelName).auth });
  return {
    sign,
    verify(socketId, channelName, auth) {
      if (typeof auth !== 'string') return false;
      let expected: string;
      try {
        expected = sign(socketId, channelName).auth;
      } catch {
        return false; // a channel name the SDK refuses cannot have been signed
      }
      const given = Buffer.from(auth);
      const wanted = Buffer.from(expected);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}
