import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { session } from '../../app/session/sessionStore';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi, unprocessable } from '../../test/stubApi';

resetAppBetweenTests();

const unverified = buildProfile({
  id: 5,
  email: 'ada@exmaple.com',
  email_verified_at: null,
  phone_verified_at: null,
  has_accepted_terms: false,
  user_type: null,
});

describe('/verification', () => {
  it('shows both contacts and their status', async () => {
    session.setUser({ ...unverified, email_verified_at: '2026-01-01T00:00:00Z' });
    stubApi({});
    renderApp('/verification');
    expect(await screen.findByText('ada@exmaple.com')).toBeTruthy();
    expect(screen.getByText('(312) 555-0142')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Not verified yet')).toBeTruthy();
  });

  it('sends a phone code with the toast "Verification code sent", then verifies the 6 digits', async () => {
    session.setUser(unverified);
    let verified = false;
    const api = stubApi({
      'POST /auth/send-phone-verification-text': { data: { message: 'Verification code sent' } },
      'POST /auth/verify-phone-verification-text': (body) =>
        (body as { code: string }).code === '482913'
          ? ((verified = true), { data: { message: 'Your phone number is verified.' } })
          : unprocessable('This code is incorrect. Check the text message and try again.'),
      'GET /profile': () => ({ data: { ...unverified, phone_verified_at: verified ? '2026-01-03T00:00:00Z' : null } }),
    });
    renderApp('/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Verification code sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Send a new code in 1:00|Send a new code in 0:59/ })).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is incorrect. Check the text message and try again.')).toBeTruthy();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Verified')).toHaveLength(1));
    expect(api.called('POST /auth/verify-phone-verification-text').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '482913' },
    ]);
  });

  it('resends the e-mail link, shows the server message and a visible cooldown', async () => {
    session.setUser(unverified);
    stubApi({
      'POST /auth/email/verification-notification': { data: { message: 'A new verification link has been sent to your e-mail address.' } },
    });
    renderApp('/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('A new verification link has been sent to your e-mail address.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in (1:00|0:59)/ })).toHaveProperty('disabled', true);
  });

  it('uses the server’s Retry-After when sending too fast', async () => {
    session.setUser(unverified);
    stubApi({
      'POST /auth/send-phone-verification-text': new ApiError('Please wait before asking for another code.', 429, null, {}, false, 42),
    });
    renderApp('/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait before asking for another code.');
    expect(screen.getByRole('button', { name: /Send a new code in 0:4[12]/ })).toBeTruthy();
  });

  it('corrects a mistyped e-mail address and shows the server’s message', async () => {
    session.setUser(unverified);
    const api = stubApi({
      'PUT /auth/unverified-contact/update': {
        data: { message: 'Your e-mail address was updated. We sent a new verification link to ada@example.com.' },
      },
      'GET /profile': { data: { ...unverified, email: 'ada@example.com' } },
    });
    renderApp('/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change your e-mail address' }));
    await user.type(screen.getByLabelText('Correct e-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    expect(await screen.findByText('Your e-mail address was updated. We sent a new verification link to ada@example.com.')).toBeTruthy();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(api.called('PUT /auth/unverified-contact/update')[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('explains an expired e-mail link', async () => {
    session.setUser(unverified);
    stubApi({});
    renderApp('/verification?email_link=invalid');
    expect(await screen.findByText(/That verification link has expired/)).toBeTruthy();
  });

  it('moves on to the terms once both contacts are verified', async () => {
    session.setUser({ ...unverified, email_verified_at: '2026-01-01T00:00:00Z' });
    stubApi({
      'POST /auth/verify-phone-verification-text': { data: { message: 'ok' } },
      'GET /profile': { data: { ...unverified, email_verified_at: '2026-01-01T00:00:00Z', phone_verified_at: '2026-01-02T00:00:00Z' } },
      'POST /auth/send-phone-verification-text': { data: { message: 'Verification code sent' } },
    });
    const app = renderApp('/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace-terms'));
  });
});
