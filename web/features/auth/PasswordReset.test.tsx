import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi, unprocessable } from '../../test/stubApi';

resetAppBetweenTests();

describe('Forgot password', () => {
  it('sends the e-mail and shows the server’s message', async () => {
    const message = 'If an account exists for that address, we have e-mailed a password reset link.';
    const api = stubApi({ 'POST /auth/forgot-password': { data: { message } } });
    renderApp('/forget-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(api.called('POST /auth/forgot-password')[0]!.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('Reset password', () => {
  const fill = async () => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'quiet-harbor-7421');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'quiet-harbor-7421');
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
  };

  it('takes token and e-mail from the link and, on 200, logs in with the same credentials', async () => {
    const api = stubApi({
      'POST /auth/reset-password': { data: { message: 'Your password has been reset.' } },
      'POST /auth/login': { data: { two_factor: false } },
      'GET /profile': { data: buildProfile({ user_type: 'buying' }) },
    });
    const app = renderApp('/reset-password?token=t0k3n&email=ada%40example.com');
    expect(((await screen.findByLabelText('E-mail address')) as HTMLInputElement).value).toBe('ada@example.com');
    await fill();
    await waitFor(() => expect(app.location()).toBe('/buyer-deals'), { timeout: 5000 });
    expect(api.called('POST /auth/reset-password')[0]!.body).toEqual({
      token: 't0k3n',
      email: 'ada@example.com',
      password: 'quiet-harbor-7421',
      password_confirmation: 'quiet-harbor-7421',
    });
    expect(api.called('POST /auth/login')[0]!.body).toEqual({ email: 'ada@example.com', password: 'quiet-harbor-7421' });
  });

  it('continues with the two-factor step when the account has it', async () => {
    stubApi({ 'POST /auth/reset-password': { data: { message: 'ok' } }, 'POST /auth/login': { data: { two_factor: true } } });
    renderApp('/reset-password?token=t0k3n&email=ada%40example.com');
    await fill();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
  });

  it('shows the server’s 422 message', async () => {
    stubApi({ 'POST /auth/reset-password': unprocessable('This password reset token is invalid.') });
    renderApp('/reset-password?token=old&email=ada%40example.com');
    await fill();
    expect((await screen.findByRole('alert')).textContent).toContain('This password reset token is invalid.');
  });

  it('explains a link without its token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forget-password');
  });
});
