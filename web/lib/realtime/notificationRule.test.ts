import { describe, expect, it } from 'vitest';
import { isMessagesPath, notificationEffect } from './notificationRule';

describe('the real-time notification rule (docs/product.md "Notifications")', () => {
  it.each([
    ['new_message', 'you have a message', '/messages', { refreshUnreadChats: true, toast: null, incrementNotifications: false }],
    ['new_message', 'you have a message', '/messages/', { refreshUnreadChats: true, toast: null, incrementNotifications: false }],
    [
      'new_message',
      'you have a message',
      '/all-listings',
      { refreshUnreadChats: true, toast: { message: 'you have a message', kind: 'info' }, incrementNotifications: true },
    ],
    [
      'new_message',
      'you have a message',
      '/notifications',
      { refreshUnreadChats: true, toast: { message: 'you have a message', kind: 'info' }, incrementNotifications: true },
    ],
    [
      'match_accepted',
      'Your match was accepted',
      '/messages',
      { refreshUnreadChats: false, toast: { message: 'Your match was accepted', kind: 'default' }, incrementNotifications: true },
    ],
    [
      'deal_stage_changed',
      'Deal stage changed',
      '/buyer-deals',
      { refreshUnreadChats: false, toast: { message: 'Deal stage changed', kind: 'default' }, incrementNotifications: true },
    ],
    [
      'access_request',
      'You have a message',
      '/all-listings',
      { refreshUnreadChats: false, toast: { message: 'You have a message', kind: 'default' }, incrementNotifications: true },
    ],
    [
      'access_request',
      'you have a message',
      '/messages',
      { refreshUnreadChats: false, toast: { message: 'you have a message', kind: 'default' }, incrementNotifications: true },
    ],
    [
      null,
      'Something new',
      '/messages',
      { refreshUnreadChats: false, toast: { message: 'Something new', kind: 'default' }, incrementNotifications: true },
    ],
  ] as const)('%s (%s) on %s', (event, subject, pathname, effect) => {
    expect(notificationEffect({ event, subject }, pathname)).toEqual(effect);
  });

  it('knows the messages page and nothing that merely starts like it', () => {
    expect(isMessagesPath('/messages')).toBe(true);
    expect(isMessagesPath('/messagesx')).toBe(false);
    expect(isMessagesPath('/admin/chats')).toBe(false);
  });
});
