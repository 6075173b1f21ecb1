import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { appLogging, lazyRequestLogger } from './request-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('request logger', () => {
  it('writes enabled levels with the request id, drops the others, and makes no child for them', () => {
    const { logger, lines } = capture('warn');
    let children = 0;
    const counting = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children++;
        return logger.child(...args);
      },
    });
    const log = lazyRequestLogger(counting, { reqId: 'abc-1' }, {});
    log.info('incoming request');
    log.debug({ x: 1 }, 'details');
    expect(children).toBe(0);
    expect(lines).toEqual([]);
    log.warn({ err: 'boom' }, 'something odd');
    log.error('failed');
    expect(children).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg, line.level])).toEqual([
      ['abc-1', 'something odd', 40],
      ['abc-1', 'failed', 50],
    ]);
    expect(lines[0]!.err).toBe('boom');
  });

  it('follows the parent level, a level set on it, and gives real children', () => {
    const { logger, lines } = capture('info');
    const log = lazyRequestLogger(logger, { reqId: 'abc-2' }, {});
    expect(log.level).toBe('info');
    log.info('shown');
    log.level = 'error';
    log.warn('hidden');
    log.child({ part: 'x' }).error('from a child');
    expect(lines.map((line) => [line.reqId, line.msg, line.part])).toEqual([
      ['abc-2', 'shown', undefined],
      ['abc-2', 'from a child', 'x'],
    ]);
  });

  it('makes a real child at once for a route with its own level', () => {
    const { logger, lines } = capture('warn');
    const log = lazyRequestLogger(logger, { reqId: 'abc-3' }, { level: 'debug' });
    log.debug('route debug');
    expect(lines.map((line) => line.msg)).toEqual(['route debug']);
  });
});

describe('Fastify with the app logger', () => {
  /** A small app logging as the real one does (appLogging), with the app's error handler and an onResponse hook. */
  async function probe(level: string) {
    const { logger, lines } = capture(level);
    const logging = appLogging(logger);
    const app = Fastify({ ...logging.fastify, genReqId: () => 'req-7' });
    if (logging.log) app.log = logging.log;
    app.decorateRequest('isMultipart', () => false); // as @fastify/multipart does, which the error handler asks
    installErrorHandler(app);
    const responded: number[] = [];
    app.get('/fine', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('the disk is on fire');
    });
    app.get('/hooked', { onResponse: (_request, reply, done) => (responded.push(reply.statusCode), done()) }, async () => 'ok');
    app.get('/listeners', async (_request, reply) => ({ finish: reply.raw.listenerCount('finish') }));
    app.get('/warns', async (request) => {
      request.log.warn({ detail: 1 }, 'odd but answered');
      return 'ok';
    });
    await app.ready();
    return { app, lines, responded };
  }
  const messages = (lines: Record<string, unknown>[]) => lines.map((line) => line.msg);

  it('at warn, writes a handled error with the request id and without the query, and no access lines', async () => {
    const { app, lines } = await probe('warn');
    const res = await app.inject({ method: 'GET', url: '/boom?token=hunter2&email=a%40b.test' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server Error' });
    expect(lines.map((line) => [line.level, line.msg, line.reqId])).toEqual([[50, 'request failed', 'req-7']]);
    expect((lines[0]!.err as { message: string }).message).toBe('the disk is on fire');
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|a%40b|token=/);
    await app.close();
  });

  it('at warn, keeps request.log.warn and app.log.warn, and never writes "request completed"', async () => {
    const { app, lines } = await probe('warn');
    expect((await app.inject('/fine')).statusCode).toBe(200);
    expect((await app.inject('/warns?secret=1')).statusCode).toBe(200);
    app.log.warn('from the instance');
    app.log.info('not at warn');
    expect(lines.map((line) => [line.msg, line.reqId, line.detail])).toEqual([
      ['odd but answered', 'req-7', 1],
      ['from the instance', undefined, undefined],
    ]);
    await app.close();
  });

  it("at warn, leaves responses without Fastify's end-of-response listener, unless a route has onResponse hooks", async () => {
    const { app, responded } = await probe('warn');
    // inject's own response listens for 'finish' once; Fastify's access log adds a second listener.
    expect((await app.inject('/listeners')).json()).toEqual({ finish: 1 });
    expect((await app.inject('/hooked')).statusCode).toBe(200);
    await expect.poll(() => responded).toEqual([200]);
    await app.close();
  });

  it("at info, keeps Fastify's access lines with the request id", async () => {
    const { app, lines } = await probe('info');
    expect((await app.inject('/listeners')).json()).toEqual({ finish: 2 });
    lines.length = 0;
    expect((await app.inject('/fine')).statusCode).toBe(200);
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-7'],
      ['request completed', 'req-7'],
    ]);
    expect(lines[1]!.res).toEqual({ statusCode: 200 });
    expect(typeof lines[1]!.responseTime).toBe('number');
    expect(messages(lines)).not.toContain('request failed');
    await app.close();
  });

  it('builds Fastify with its own logger at info only', () => {
    expect(appLogging(capture('info').logger).fastify.loggerInstance).toBeDefined();
    expect(appLogging(capture('debug').logger).log).toBeUndefined();
    const quiet = appLogging(capture('warn').logger);
    expect(quiet.fastify).toMatchObject({ logger: false });
    expect(quiet.fastify.loggerInstance).toBeUndefined();
    expect(quiet.log).toBeDefined();
    expect(appLogging(undefined).fastify).toEqual({ logger: false });
  });
});
