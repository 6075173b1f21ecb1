import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contracts/notifications/notifications';
import { queryClient } from '../../app/queryClient';
import { UNREAD_COUNT_KEYS } from '../../app/layout/useUnreadCounts';
import { ApiError } from '../../lib/api';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi } from '../../test/stubApi';
import { renderScreen } from '../../test/renderScreen';
import NotificationsScreen from './NotificationsScreen';

resetAppBetweenTests();

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  event: 'new_message',
  subject: `Subject ${id}`,
  body: `Body ${id}`,
  url: `/messages?chat=${id}`,
  read_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});
const page = (items: Notification[], current_page = 1, last_page = 1) => ({
  data: items,
  meta: { current_page, last_page, per_page: 20, total: 40 },
});

describe('/notifications', () => {
  it('links each notification, marks the unread ones read when shown and updates the counter', async () => {
    queryClient.setQueryData(UNREAD_COUNT_KEYS.notifications, 2);
    const api = stubApi({
      'GET /notifications': { data: page([notification(1), notification(2, { read_at: '2026-03-02T11:00:00.000Z' })]) },
      'PUT /notifications/read': { data: { count: 0 } },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    const link = await screen.findByRole('link', { name: /Subject 1/ });
    expect(link.getAttribute('href')).toBe('/messages?chat=1');
    await waitFor(() => expect(api.called('PUT /notifications/read')[0]?.body).toEqual({ ids: [1] }));
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(0));
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('deletes one by its labelled button once the dialog confirms it', async () => {
    const api = stubApi({
      'GET /notifications': { data: page([notification(1, { read_at: 'x' }), notification(2, { read_at: 'x' })]) },
      'DELETE /notifications/2': { status: 204 },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete notification: Subject 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    expect(within(dialog).getByText('Subject 2')).toBeTruthy();
    expect(api.called('DELETE /notifications/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Subject 2')).toBeNull());
    expect(api.called('DELETE /notifications/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Subject 1')).toBeTruthy();
  });

  it('keeps the notification when the delete dialog is cancelled', async () => {
    const api = stubApi({
      'GET /notifications': { data: page([notification(1, { read_at: 'x' })]) },
      'DELETE /notifications/1': { status: 204 },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete notification: Subject 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Subject 1')).toBeTruthy();
    expect(api.called('DELETE /notifications/1')).toHaveLength(0);
  });

  it('disables “Mark all read” when nothing is unread', async () => {
    stubApi({
      'GET /notifications': { data: page([notification(1, { read_at: 'x' }), notification(2, { read_at: 'x' })]) },
      'GET /notifications/unread-count': { data: { count: 0 } },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    await screen.findByText('Subject 1');
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(0));
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables “Mark all read” once the shown ones are marked read and nothing else is unread', async () => {
    queryClient.setQueryData(UNREAD_COUNT_KEYS.notifications, 1);
    stubApi({
      'GET /notifications': { data: page([notification(1)]) },
      'PUT /notifications/read': { data: { count: 0 } },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    // Shown, so read: it keeps its “New” look until the next visit, but there is nothing left to mark.
    expect(await screen.findByText('New')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true));
  });

  it('marks all read while unread ones remain beyond the loaded page, then disables the button', async () => {
    queryClient.setQueryData(UNREAD_COUNT_KEYS.notifications, 25);
    const api = stubApi({
      'GET /notifications': { data: page([notification(1)], 1, 2) },
      'PUT /notifications/read': (body) => ({ data: { count: (body as { all?: boolean }).all ? 0 : 24 } }),
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(24));
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.setup().click(button);
    await waitFor(() => expect(api.called('PUT /notifications/read').map((call) => call.body)).toContainEqual({ all: true }));
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(0));
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('loads the next page, and shows “Oops something went wrong!” with a retry when it fails', async () => {
    let calls = 0;
    stubApi({
      'GET /notifications': () => {
        calls += 1;
        if (calls === 1) return { data: page([notification(1, { read_at: 'x' })], 1, 2) };
        if (calls === 2) return new ApiError('An error occurred.', 500);
        return { data: page([notification(21, { read_at: 'x' })], 2, 2) };
      },
    });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more notifications' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Oops something went wrong!')).toBeTruthy();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Subject 21')).toBeTruthy();
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('has a real empty state', async () => {
    stubApi({ 'GET /notifications': { data: page([]) } });
    renderScreen('/notifications', '/notifications', NotificationsScreen);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
