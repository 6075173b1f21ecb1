import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../../contracts/users/users';
import { session } from '../../app/session/sessionStore';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi } from '../../test/stubApi';

resetAppBetweenTests();

const newcomer = buildProfile({
  first_name: 'Ada',
  last_name: 'Marsh',
  email: 'ada@example.com',
  phone: '3125550142',
  has_accepted_terms: false,
  user_type: null,
});

describe('/marketplace-terms', () => {
  it('shows real terms and every user type with its label', async () => {
    session.setUser(newcomer);
    stubApi({});
    renderApp('/marketplace-terms');
    expect(await screen.findByRole('heading', { name: 'Lexchange marketplace terms' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Marketplace terms text' }).textContent).toContain('Model Rule 1.17');
    for (const type of USER_TYPES) expect(screen.getByRole('radio', { name: new RegExp(type.label.replace(/[()]/g, '.')) })).toBeTruthy();
  });

  it('needs a user type and the acceptance', async () => {
    session.setUser(newcomer);
    const api = stubApi({});
    renderApp('/marketplace-terms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Choose how you will use Lexchange.')).toBeTruthy();
    expect(screen.getByText('Accept the marketplace terms to continue.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('accepts through profile-information with _method=PUT and the current details, then opens the marketplace', async () => {
    session.setUser(newcomer);
    const api = stubApi({
      'PUT(override) /auth/user/profile-information': { data: { ...newcomer, has_accepted_terms: true, user_type: 'buying' } },
    });
    const app = renderApp('/marketplace-terms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Buying a law practice/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(app.location()).toBe('/buyer-deals'), { timeout: 5000 });
    expect(api.called('PUT(override) /auth/user/profile-information')[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Marsh',
      email: 'ada@example.com',
      phone: '3125550142',
      has_accepted_terms: true,
      user_type: 'buying',
    });
  });
});
