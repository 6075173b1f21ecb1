import { describe, expect, it } from 'vitest';
import { isMessagesPath, notificationEffect } from './notificationRule';

describe('the real-time notification rule (SPEC.md §4)', () => {
  it.each([
    ['you have a message', '/messages', { refreshUnreadChats: true, toast: null, incrementNotifications: false }],
    ['you have a message', '/messages/', { refreshUnreadChats: true, toast: null, incrementNotifications: false }],
    [
      'you have a message',
      '/all-listings',
      { refreshUnreadChats: true, toast: { message: 'you have a message', kind: 'info' }, incrementNotifications: true },
    ],
    [
      'you have a message',
      '/notifications',
      { refreshUnreadChats: true, toast: { message: 'you have a message', kind: 'info' }, incrementNotifications: true },
    ],
    [
      'Your match was accepted',
      '/messages',
      { refreshUnreadChats: false, toast: { message: 'Your match was accepted', kind: 'default' }, incrementNotifications: true },
    ],
    [
      'Deal stage changed',
      '/buyer-deals',
      { refreshUnreadChats: false, toast: { message: 'Deal stage changed', kind: 'default' }, incrementNotifications: true },
    ],
    [
      'You have a message',
      '/all-listings',
      { refreshUnreadChats: false, toast: { message: 'You have a message', kind: 'default' }, incrementNotifications: true },
    ],
  ])('%s on %s', (subject, pathname, effect) => {
    expect(notificationEffect(subject, pathname)).toEqual(effect);
  });

  it('knows the messages page and nothing that merely starts like it', () => {
    expect(isMessagesPath('/messages')).toBe(true);
    expect(isMessagesPath('/messagesx')).toBe(false);
    expect(isMessagesPath('/admin/chats')).toBe(false);
  });
});
