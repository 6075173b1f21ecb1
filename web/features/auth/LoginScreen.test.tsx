import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi, unprocessable } from '../../test/stubApi';

resetAppBetweenTests();

async function fillAndSubmit(email = 'Ada@Example.com', password = 'correct-horse-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('Log in', () => {
  it('logs in, loads the profile and goes to the dashboard of the user group', async () => {
    const api = stubApi({
      'POST /auth/login': { data: { two_factor: false } },
      'GET /profile': { data: buildProfile({ user_type: 'buying' }) },
    });
    const app = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(app.location()).toBe('/buyer-deals'), { timeout: 5000 });
    expect(api.called('POST /auth/login')[0]!.body).toEqual({ email: 'ada@example.com', password: 'correct-horse-1', remember: false });
  });

  it('sends "remember" when the box is ticked', async () => {
    const api = stubApi({ 'POST /auth/login': { data: { two_factor: false } }, 'GET /profile': { data: buildProfile() } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Keep me logged in on this device'));
    await fillAndSubmit();
    await waitFor(() => expect(api.called('POST /auth/login')[0]!.body).toMatchObject({ remember: true }));
  });

  it('returns to the page the visitor was sent away from', async () => {
    stubApi({ 'POST /auth/login': { data: { two_factor: false } }, 'GET /profile': { data: buildProfile() } });
    const app = renderApp('/watch-list');
    await waitFor(() => expect(app.location()).toBe('/login'));
    await fillAndSubmit();
    await waitFor(() => expect(app.location()).toBe('/watch-list'));
  });

  it('puts the server’s 422 errors beside the fields', async () => {
    stubApi({
      'POST /auth/login': unprocessable('These credentials do not match our records.', {
        email: ['These credentials do not match our records.'],
      }),
    });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a message without fields (too many attempts) above the form', async () => {
    stubApi({ 'POST /auth/login': new ApiError('Too many attempts. Please try again later.', 429) });
    renderApp('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again later.');
  });

  it('checks the fields before sending anything', async () => {
    const api = stubApi({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(api.called('POST /auth/login')).toHaveLength(0);
  });

  describe('with two-factor authentication', () => {
    it('asks for the code, shows the server’s 422 message, and logs in with a recovery code', async () => {
      let challenges = 0;
      const api = stubApi({
        'POST /auth/login': { data: { two_factor: true } },
        'POST /auth/two-factor-challenge': () =>
          ++challenges === 1 ? unprocessable('The provided two factor authentication code was invalid.') : { status: 204 },
        'GET /profile': { data: buildProfile({ user_type: 'selling' }) },
      });
      window.localStorage.setItem('lexchange.sellerRedirect', 'done');
      const app = renderApp('/login');
      const user = await fillAndSubmit();
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
      expect(api.called('GET /profile')).toHaveLength(0);

      await user.type(screen.getByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('The provided two factor authentication code was invalid.')).toBeTruthy();
      expect(api.called('POST /auth/two-factor-challenge')[0]!.body).toEqual({ code: '123456' });

      await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
      await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(app.location()).toBe('/seller-deals'), { timeout: 5000 });
      expect(api.called('POST /auth/two-factor-challenge')[1]!.body).toEqual({ recovery_code: 'abcde-12345' });
    });

    it('checks the code has 6 digits before sending it', async () => {
      const api = stubApi({ 'POST /auth/login': { data: { two_factor: true } } });
      renderApp('/login');
      const user = await fillAndSubmit();
      await user.type(await screen.findByLabelText('Authentication code'), '12a');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
      expect(api.called('POST /auth/two-factor-challenge')).toHaveLength(0);
    });
  });
});
