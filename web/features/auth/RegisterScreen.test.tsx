import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi, unprocessable } from '../../test/stubApi';

resetAppBetweenTests();

async function fillForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Marsh');
  await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Mobile phone'), '13125550142');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'quiet-harbor-7421');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'quiet-harbor-7421');
  return user;
}

describe('Register', () => {
  it('shows the phone in the display format while keeping digits', async () => {
    renderApp('/register');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Mobile phone');
    await user.type(phone, '312555');
    expect((phone as HTMLInputElement).value).toBe('(312) 555');
    await user.type(phone, '0142');
    expect((phone as HTMLInputElement).value).toBe('(312) 555-0142');
    await user.type(phone, '9');
    expect((phone as HTMLInputElement).value).toBe('+3 (125) 550-1429');
  });

  it('registers, loads the profile on 201 and continues to contact verification', async () => {
    const api = stubApi({
      'POST /auth/register': { status: 201, data: buildProfile({ email_verified_at: null, phone_verified_at: null }) },
      'GET /profile': { data: buildProfile({ email_verified_at: null, phone_verified_at: null }) },
    });
    const app = renderApp('/register');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.location()).toBe('/verification'));
    expect(api.called('POST /auth/register')[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Marsh',
      email: 'ada@example.com',
      phone: '13125550142',
      password: 'quiet-harbor-7421',
      password_confirmation: 'quiet-harbor-7421',
    });
  });

  it('puts 422 errors beside their fields', async () => {
    stubApi({
      'POST /auth/register': unprocessable('The email has already been taken.', { email: ['The email has already been taken.'] }),
    });
    renderApp('/register');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a confirmation that does not match before sending', async () => {
    const api = stubApi({});
    renderApp('/register');
    const user = await fillForm();
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
