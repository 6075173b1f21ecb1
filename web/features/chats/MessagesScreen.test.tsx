import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { session } from '../../app/session/sessionStore';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { stubApi, type StubAnswer } from '../../test/stubApi';
import MessagesScreen from './MessagesScreen';
import { renderScreen } from '../../test/renderScreen';
import { buildChat, buildMember, buildMessage, chatPage, messagePage } from '../../test/chatFixtures';

resetAppBetweenTests();

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

/** A member at `width` with one chat (id 1) holding one message; `more` adds answers. */
const withOneChat = (width: number, more: Record<string, StubAnswer> = {}) => {
  setWidth(width);
  session.setUser(buildProfile());
  return stubApi({
    'GET /chats': { data: chatPage([buildChat()]) },
    'GET /chats/1': { data: buildChat() },
    'GET /messages': { data: messagePage([buildMessage(3)]) },
    ...more,
  });
};

describe('/messages', () => {
  it('lists chats with unread badges and shows the conversation oldest first, ending in “No more results!”', async () => {
    setWidth(1280);
    session.setUser(buildProfile());
    const api = stubApi({
      'GET /chats': { data: chatPage([buildChat()]) },
      'GET /chats/1': { data: buildChat() },
      'GET /messages': {
        data: messagePage([buildMessage(3), buildMessage(2, { sender: { user_id: 1, name: 'Ada', is_staff: false, is_me: true } })]),
      },
    });
    renderScreen('/messages', '/messages?chat=1', MessagesScreen);
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByText('Sam Seller')).toBeTruthy();
    expect(within(list).getByLabelText('2 unread')).toBeTruthy();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Message 3');
    const texts = within(log)
      .getAllByRole('article')
      .map((article) => article.textContent);
    expect(texts[0]).toContain('Message 2');
    expect(texts[1]).toContain('Message 3');
    expect(within(log).getByText('No more results!')).toBeTruthy();
    expect(api.called('GET /messages')[0]!.params).toEqual({ 'filter[chat_id]': 1 });
  });

  it('shows only the accepted matches from GET /chats/active-matches when asked', async () => {
    setWidth(1280);
    session.setUser(buildProfile());
    const match = buildChat({ id: 9, seller_info: { unique_id: 'LX-S7', verification_level: 'VBO', name: 'Sam Seller' } });
    const api = stubApi({
      'GET /chats': { data: chatPage([buildChat({ id: 2, type: 'support', status: 'open', subject: 'Fees' })]) },
      'GET /chats/active-matches': { data: { data: [match] } },
    });
    renderScreen('/messages', '/messages', MessagesScreen);
    await screen.findByRole('navigation', { name: 'Conversations' });
    expect(api.called('GET /chats/active-matches')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Active matches' }));
    const matches = await screen.findByRole('navigation', { name: 'Active matches' });
    expect(
      within(matches)
        .getByRole('link', { name: /Sam Seller/ })
        .getAttribute('href'),
    ).toBe('/messages?chat=9');
    expect(within(matches).queryByText('Fees')).toBeNull();
    expect(api.called('GET /chats/active-matches')).toHaveLength(1);
  });

  it('shows “Chat ID is required.” without asking the server when the address names no chat', async () => {
    setWidth(1280);
    session.setUser(buildProfile());
    const api = stubApi({ 'GET /chats': { data: chatPage([]) } });
    renderScreen('/messages', '/messages?chat=', MessagesScreen);
    expect(await screen.findByText('Chat ID is required.')).toBeTruthy();
    expect(api.called('GET /messages')).toHaveLength(0);
  });

  it('scrolls into history with `before`, and offers a retry when that fails', async () => {
    setWidth(1280);
    session.setUser(buildProfile());
    let older = 0;
    const api = stubApi({
      'GET /chats': { data: chatPage([buildChat()]) },
      'GET /chats/1': { data: buildChat() },
      'GET /messages': () => {
        const call = api.called('GET /messages').length;
        if (call === 1) return { data: messagePage([buildMessage(40), buildMessage(39)], 39) };
        older += 1;
        return older === 1 ? new ApiError('An error occurred.', 500) : { data: messagePage([buildMessage(12)]) };
      },
    });
    renderScreen('/messages', '/messages?chat=1', MessagesScreen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Oops something went wrong!')).toBeTruthy();
    expect(api.called('GET /messages')[1]!.params).toEqual({ 'filter[chat_id]': 1, before: 39 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message 12')).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('No more results!')).toBeTruthy();
  });

  it('lets the seller see a pending request with the buyer’s level and accept it', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'selling' }));
    const pending = buildChat({
      status: 'pending',
      my_role: 'seller',
      can_answer: true,
      members: [
        buildMember({
          customization: {
            practice_areas: ['Estate planning'],
            states: ['TX'],
            revenue_min: 500000,
            revenue_max: 2000000,
            price_min: null,
            price_max: null,
            timeline: 'Within 6 months',
            financing: [],
            updated_at: null,
          },
        }),
      ],
    });
    const api = stubApi({
      'GET /chats': { data: chatPage([pending]) },
      'GET /chats/1': { data: pending },
      'GET /messages': { data: messagePage([]) },
      'PUT /chats/1': { data: { ...pending, status: 'accepted', can_answer: false } },
    });
    renderScreen('/messages', '/messages?chat=1', MessagesScreen);
    const card = await screen.findByRole('region', { name: /A buyer asks to connect/ });
    expect(within(card).getByText('Estate planning')).toBeTruthy();
    expect(within(card).getByText(/Identity Verified/i)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    // Issue 33: the seller confirms what accepting opens before anything is sent.
    expect(api.called('PUT /chats/1')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Accept and give access' }));
    await waitFor(() => expect(api.called('PUT /chats/1')[0]?.body).toEqual({ status: 'accepted' }));
  });

  it('sends formatted text and shows the server’s 422 message', async () => {
    let attempts = 0;
    const api = withOneChat(1280, {
      'POST /messages': () => {
        attempts += 1;
        if (attempts === 1)
          return new ApiError('The attachment must be a PDF.', 422, null, {
            'attachments.0': ['The file must be a PDF, DOCX, XLSX, CSV, PNG or JPEG.'],
          });
        return { status: 201, data: buildMessage(4, { body: '<p><strong>hi</strong></p>' }) };
      },
    });
    renderScreen('/messages', '/messages?chat=1', MessagesScreen);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '**hi**');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The file must be a PDF, DOCX, XLSX, CSV, PNG or JPEG.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const body = api.called('POST /messages')[1]!.body as URLSearchParams;
    expect(body.get('chat_id')).toBe('1');
    expect(body.get('body')).toBe('<p><strong>hi</strong></p>');
  });

  it('says a message is too long, with the limit and what to do, without sending it (issue #34)', async () => {
    const api = withOneChat(1280);
    renderScreen('/messages', '/messages?chat=1', MessagesScreen);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    // Pasted in full (nothing cut off silently): 20,001 characters once sent as a paragraph.
    await user.click(box);
    await user.paste('x'.repeat(19_994));
    expect((box as HTMLTextAreaElement).value).toHaveLength(19_994);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The message is too long (at most 20,000 characters). Shorten it or send it in two messages.',
    );
    expect(api.called('POST /messages')).toHaveLength(0);
  });

  it('is a two-screen flow at 1000 px: the list, then the conversation with a back button', async () => {
    withOneChat(1000);
    const app = renderScreen('/messages', '/messages', MessagesScreen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Sam Seller/ }));
    await waitFor(() => expect(app.location()).toBe('/messages?chat=1'));
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(app.location()).toBe('/messages'));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
  });
});
