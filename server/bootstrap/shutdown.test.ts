import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

function setup() {
  const signals = new EventEmitter();
  const exit = vi.fn();
  const errors: object[] = [];
  const shutdown = createShutdown({
    log: { info() {}, error: (obj) => void errors.push(obj) },
    exit,
    signals: signals as unknown as NodeJS.Process,
  });
  shutdown.listen();
  return { signals, exit, errors, shutdown };
}

describe('createShutdown', () => {
  it('runs the steps in reverse order once, then exits 0', async () => {
    const { signals, exit, shutdown } = setup();
    const order: string[] = [];
    for (const name of ['postgres', 'database', 'jobs', 'http']) shutdown.add(name, async () => void order.push(name));
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(order).toEqual(['http', 'jobs', 'database', 'postgres']);
    await shutdown.close();
    expect(order).toHaveLength(4);
  });

  it('keeps going past a failing step', async () => {
    const { signals, exit, errors, shutdown } = setup();
    const ran: string[] = [];
    shutdown.add('database', async () => void ran.push('database'));
    shutdown.add('jobs', async () => {
      throw new Error('boom');
    });
    signals.emit('SIGINT', 'SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(ran).toEqual(['database']);
    expect(errors).toEqual([expect.objectContaining({ step: 'jobs' })]);
  });

  it('a second SIGINT while draining forces the exit', async () => {
    const { signals, exit, shutdown } = setup();
    shutdown.add('http', () => new Promise(() => {})); // a request that never finishes
    signals.emit('SIGINT', 'SIGINT');
    expect(exit).not.toHaveBeenCalled();
    signals.emit('SIGINT', 'SIGINT');
    expect(exit).toHaveBeenCalledWith(130);
  });
});
