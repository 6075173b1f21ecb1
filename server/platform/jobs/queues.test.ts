import { describe, expect, it } from 'vitest';
import { queueWatch } from './queues';
import { registerJob } from './registry';

const prompt = { workers: 2, pollingIntervalSeconds: 1 };

describe('queueWatch', () => {
  it('watches a queue requests fill (mail, texts) with every worker, every second', () => {
    expect(queueWatch('mail.send', prompt)).toEqual(prompt);
    expect(queueWatch('sms.send', prompt)).toEqual(prompt);
  });

  it('watches a queue only its cron schedule fills with one worker every 30 seconds', () => {
    expect(queueWatch('sessions.purge-expired', prompt)).toEqual({ workers: 1, pollingIntervalSeconds: 30 });
    registerJob('listings.purge-deleted', { run: async () => {}, schedule: '30 3 * * *' });
    expect(queueWatch('listings.purge-deleted', prompt)).toEqual({ workers: 1, pollingIntervalSeconds: 30 });
    // A slower prompt setting is never made faster.
    expect(queueWatch('listings.purge-deleted', { workers: 2, pollingIntervalSeconds: 60 })).toEqual({
      workers: 1,
      pollingIntervalSeconds: 60,
    });
  });

  it('keeps a scheduled queue that requests also fill (onDemand) as prompt as the mail', () => {
    registerJob('market.recompute', { run: async () => {}, schedule: '15 4 * * *', onDemand: true });
    expect(queueWatch('market.recompute', prompt)).toEqual(prompt);
  });
});
