import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the compressed page saves less than a packet. */
const MIN_BYTES = 1400;

/**
 * Sends the HTML shell compressed when the browser accepts it: a page with a server-rendered screen and its data is
 * tens of kilobytes, a few after compression (issue #16). Brotli at a middle quality costs a millisecond or two here;
 * the built files are compressed once at build time instead (vite.config.ts).
 */
export async function compressForClient(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html, 'utf8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.length < MIN_BYTES || request.method === 'HEAD') return reply.send(body);
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return reply.header('Content-Encoding', 'br').send(await brotli(body, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(body, { level: 6 }));
  return reply.send(body);
}
