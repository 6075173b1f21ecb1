import { describe, expect, it } from 'vitest';
import { parseRealtimeNotification } from './realtimeEvents';

const frame = { id: 7, subject: 'Deal stage changed', body: 'Moved on.', url: '/buyer-deals/3', created_at: '2026-03-02T10:00:00.000Z' };

describe('a pushed notification frame', () => {
  it('keeps the kind the server names in `event`', () => {
    expect(parseRealtimeNotification(JSON.stringify({ ...frame, event: 'deal_stage_changed' }))).toEqual({
      ...frame,
      event: 'deal_stage_changed',
    });
  });

  it('keeps a notification of a kind this page does not know, without a kind, so it is still shown', () => {
    expect(parseRealtimeNotification({ ...frame, event: 'something_newer' })).toEqual({ ...frame, event: null });
    expect(parseRealtimeNotification(frame)).toEqual({ ...frame, event: null });
  });

  it('ignores anything without a subject', () => {
    expect(parseRealtimeNotification({ id: 1, event: 'new_message' })).toBeNull();
    expect(parseRealtimeNotification('not json')).toBeNull();
  });
});
