import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as toasts from '../../lib/toast';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi } from '../../test/stubApi';
import { renderScreen } from '../../test/renderScreen';
import NotificationTab from './NotificationTab';

resetAppBetweenTests();

const preferences = (email: Record<string, boolean>) => ({
  data: [
    { event: 'new_message', label: 'New message', email: email.new_message ?? true },
    { event: 'deal_stage_changed', label: 'Deal stage changed', email: email.deal_stage_changed ?? true },
  ],
});

describe('Settings → Notification', () => {
  it('turns e-mail off per event, sends only the change and confirms with a toast', async () => {
    const notify = vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
    const api = stubApi({
      'GET /notifications/preferences': { data: preferences({}) },
      'PUT /notifications/preferences': { data: preferences({ deal_stage_changed: false }) },
    });
    renderScreen('/settings/notification', '/settings/notification', NotificationTab);
    expect(await screen.findByText(/always shows inside Lexchange/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Deal stage changed/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.called('PUT /notifications/preferences')[0]?.body).toEqual({ email: { deal_stage_changed: false } }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your notification settings are saved.', 'success'));
    expect((screen.getByRole('switch', { name: /Deal stage changed/ }) as HTMLInputElement).checked).toBe(false);
  });
});
