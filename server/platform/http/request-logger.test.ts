import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger';

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
