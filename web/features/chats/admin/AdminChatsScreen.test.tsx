import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAppBetweenTests } from '../../../test/appTest';
import { stubApi } from '../../../test/stubApi';
import { buildChat, chatPage, messagePage, buildMessage } from '../../../test/chatFixtures';
import { renderScreen } from '../../../test/renderScreen';
import AdminChatsScreen from './AdminChatsScreen';

resetAppBetweenTests();

describe('Admin → Chats', () => {
  it('shows the figures, every chat (asked with filter[all]) and replies as staff', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const support = buildChat({ id: 2, type: 'support', status: 'open', subject: 'Valuing a practice', my_role: 'staff', unread_count: 1 });
    const api = stubApi({
      'GET /chats/admin-info': {
        data: {
          open_support_chats: 3,
          unread_support_chats: 1,
          pending_matches: 4,
          accepted_matches: 5,
          declined_matches: 1,
          messages_today: 12,
          messages_last_7_days: 80,
        },
      },
      'GET /chats/admin-unread-chats': { data: { count: 1 } },
      'GET /chats': { data: chatPage([support, buildChat({ my_role: 'staff' })]) },
      'GET /chats/2': { data: support },
      'GET /messages': { data: messagePage([buildMessage(1, { chat_id: 2 })]) },
    });
    renderScreen('/admin/chats', '/admin/chats?chat=2', AdminChatsScreen);
    expect(await screen.findByText('Pending match requests')).toBeTruthy();
    expect(within(screen.getByText('Unread support chats').closest('div')!).getByText('1')).toBeTruthy();
    expect(api.called('GET /chats')[0]!.params).toEqual({ page: 1, 'filter[all]': 1 });
    expect(await screen.findByRole('textbox', { name: 'Reply as the Lexchange team' })).toBeTruthy();
    expect(screen.getByText(/the read is logged/)).toBeTruthy();
  });
});
