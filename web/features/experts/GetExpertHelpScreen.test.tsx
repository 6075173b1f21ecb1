import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as toasts from '../../lib/toast';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi } from '../../test/stubApi';
import { buildChat } from '../../test/chatFixtures';
import { renderScreen } from '../../test/renderScreen';
import GetExpertHelpScreen from './GetExpertHelpScreen';

resetAppBetweenTests();

describe('/get-expert-help', () => {
  it('asks for a topic, then opens a support chat and goes to it', async () => {
    vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
    const api = stubApi({
      'POST /chats': { status: 201, data: buildChat({ id: 9, type: 'support', status: 'open', subject: 'Valuing a practice' }) },
      'GET /experts': {
        data: {
          time_zone: 'UTC',
          data: [],
          next_slot: { expert_id: 1, expert_name: 'Nora Castillo', starts_at: '2030-01-08T15:00:00.000Z' },
        },
      },
    });
    const app = renderScreen('/get-expert-help', '/get-expert-help', GetExpertHelpScreen);
    const user = userEvent.setup();
    expect(await screen.findByText(/^Next free time: .* with Nora Castillo\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('/book-a-call');
    await user.click(await screen.findByRole('button', { name: 'Send to the Lexchange team' }));
    expect(screen.getByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('The message field is required.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Valuing a practice');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'What is my firm worth?');
    await user.click(screen.getByRole('button', { name: 'Send to the Lexchange team' }));
    await waitFor(() => expect(app.location()).toBe('/messages?chat=9'));
    expect(api.called('POST /chats')[0]!.body).toEqual({ subject: 'Valuing a practice', message: '<p>What is my firm worth?</p>' });
  });
});
