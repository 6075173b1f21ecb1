import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's IANA time zone from X-Timezone (docs/api.md "Calls"), UTC when missing or unknown. */
    timezone: string;
    /** performance.now() when the request front took the request: the metrics time answers from it. */
    receivedAt: number;
  }
}

const knownZones = new Set<string>(Intl.supportedValuesOf('timeZone'));
knownZones.add('UTC');

export function parseTimezone(header: unknown): string {
  if (typeof header !== 'string' || header.length > 64) return 'UTC';
  if (knownZones.has(header)) return header;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export function installRequestContext(app: FastifyInstance) {
  app.decorateRequest('timezone', 'UTC');
  app.decorateRequest('receivedAt', 0);
}

/** Run by the request front: the caller's zone, and the request id echoed back. */
export function applyRequestContext(request: FastifyRequest, reply: FastifyReply) {
  request.receivedAt = performance.now();
  const zone = request.headers['x-timezone'];
  if (zone !== undefined) request.timezone = parseTimezone(zone);
  reply.header('x-request-id', request.id);
}
