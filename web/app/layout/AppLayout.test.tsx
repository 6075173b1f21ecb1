import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/renderApp';
import { stubApi } from '../../test/stubApi';
import { session } from '../session/sessionStore';

resetAppBetweenTests();

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

describe('the member layout', () => {
  it('shows the side navigation of the user’s group and the unread counters', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'buying' }));
    stubApi({ 'GET /chats/unread-chats': { data: { count: 3 } }, 'GET /notifications/unread-count': { data: { count: 120 } } });
    renderApp('/watch-list');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Watch list' }).className).toContain('active');
    expect(within(nav).queryByRole('link', { name: /Create listing/ })).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Notifications, 120 unread' }).textContent).toContain('99+');
    expect(screen.getByRole('link', { name: 'Messages: 3 unread' })).toBeTruthy();
  });

  it('leaves the counters out while their endpoints do not exist (404)', async () => {
    setWidth(1280);
    session.setUser(buildProfile());
    const api = stubApi({});
    renderApp('/messages');
    await waitFor(() => expect(api.called('GET /chats/unread-chats')).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(document.querySelector('.top-bar__badge, .side-nav__badge')).toBeNull();
  });

  it('reads the member’s guided-tour status', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'buying' }));
    const member = stubApi({ 'GET /onboarding/status': { data: { onboarding_status: { tours: {}, active_tour: null } } } });
    renderApp('/watch-list');
    await waitFor(() => expect(member.called('GET /onboarding/status')).toHaveLength(1));
  });

  it('shows no tour and does not read the tour status while staff act as the member (docs/product.md "Screens and routes")', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'buying' }), true);
    const impersonated = stubApi({ 'GET /onboarding/status': { data: { onboarding_status: { tours: {}, active_tour: null } } } });
    renderApp('/watch-list');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(impersonated.called('GET /chats/unread-chats')).toHaveLength(1));
    expect(impersonated.called('GET /onboarding/status')).toHaveLength(0);
  });

  it('shows no survey prompt while staff act as the member, even one this device remembers unanswered (issue #34)', async () => {
    setWidth(1280);
    window.sessionStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.buyerSurvey, 'false');
    session.setUser(buildProfile({ user_type: 'buying' }), true);
    const impersonated = stubApi({
      'GET /form/submission/check': { data: { is_submitted: false } },
      // The screen's own read answers at once, so the reads that wait for the first screen (counters, surveys) follow.
      'GET /listings': { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } } },
    });
    renderApp('/all-listings');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(impersonated.called('GET /chats/unread-chats')).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: 'Survey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer now' })).toBeNull();
    expect(impersonated.called('GET /form/submission/check')).toHaveLength(0);
  });

  it('shows the member their own unanswered survey', async () => {
    setWidth(1280);
    window.sessionStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.buyerSurvey, 'false');
    session.setUser(buildProfile({ user_type: 'buying' }));
    stubApi({ 'GET /form/submission/check': { data: { is_submitted: false } } });
    renderApp('/all-listings');
    expect(await screen.findByRole('complementary', { name: 'Survey' })).toBeTruthy();
  });

  it('offers the screen’s tour and the welcome tour in the help menu', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'selling' }));
    window.localStorage.setItem(STORAGE_KEYS.sellerRedirect, 'done');
    stubApi({
      'GET /onboarding/status': { data: { onboarding_status: { tours: { dashboard: true, messages: true }, active_tour: null } } },
    });
    renderApp('/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const replay = await screen.findByRole('button', { name: 'Take the tour of Messages' });
    const menu = within(replay.closest('.dropdown-menu') as HTMLElement);
    expect(menu.getByRole('button', { name: 'Take the tour of Lexchange' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Seller resources' }).getAttribute('href')).toBe('/seller-resources');
    expect(menu.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/get-expert-help');
  });

  // Issue #20.7: staff are the support; neither menu nor the sidebar offers them "Contact support" or an expert call.
  it('never offers staff Contact support: not in the help menu, the account menu or the sidebar', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ role: 'admin', user_type: 'buying' }));
    stubApi({});
    renderApp('/all-listings');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const help = within(
      (await screen.findByRole('button', { name: 'Take the tour of Lexchange' })).closest('.dropdown-menu') as HTMLElement,
    );
    expect(help.getByRole('link', { name: 'Seller resources' })).toBeTruthy();
    expect(help.getByRole('link', { name: 'Buyer resources' })).toBeTruthy();
    expect(help.queryByRole('link', { name: /Contact support|Book a call/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await screen.findByRole('link', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: /Contact support|Get expert help/ })).toBeNull();
  });

  it('puts the navigation in an offcanvas menu at 1000 px or less', async () => {
    setWidth(1000);
    session.setUser(buildProfile({ user_type: 'selling' }));
    window.localStorage.setItem(STORAGE_KEYS.sellerRedirect, 'done');
    stubApi({});
    const app = renderApp('/seller-deals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: 'Create listing' }));
    await waitFor(() => expect(app.location()).toBe('/listings/create'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => setWidth(1280));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
  });

  it('logs out on 204: clears the stored surveys and redirect flag, the user, and goes to log in', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'buying' }));
    window.localStorage.setItem(STORAGE_KEYS.sellerSurvey, 'true');
    window.localStorage.setItem(STORAGE_KEYS.valuationSurvey, 'false');
    window.localStorage.setItem(STORAGE_KEYS.sellerRedirect, 'done');
    window.localStorage.setItem(STORAGE_KEYS.buyerSurvey, 'true');
    const api = stubApi({ 'POST /auth/logout': { status: 204 } });
    const app = renderApp('/buyer-deals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu for Ada Marsh/ }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.called('POST /auth/logout')).toHaveLength(1);
    expect(session.getSnapshot().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.sellerSurvey)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.valuationSurvey)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.sellerRedirect)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // Only the three named keys go (docs/product.md "Session and start-up": logout).
    expect(window.localStorage.getItem(STORAGE_KEYS.buyerSurvey)).toBe('true');
  });

  it('lists the Outbox in the staff navigation while the app writes e-mails to it (issue #36)', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ role: 'admin', user_type: 'other' }));
    stubApi({ 'GET /outbox': { data: { mail: true, sms: false } } });
    renderApp('/all-listings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Outbox' })).getAttribute('href')).toBe('/admin/outbox');
    expect(within(nav).getByRole('link', { name: 'Closing template' }).getAttribute('href')).toBe('/admin/closing-template');
  });

  it('leaves the Outbox out once e-mails and texts are really sent (the API answers 404)', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ role: 'admin', user_type: 'other' }));
    const api = stubApi({});
    renderApp('/all-listings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await expect.poll(() => api.called('GET /outbox').length).toBe(1);
    expect(within(nav).getByRole('link', { name: 'Experts' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).toBeNull();
  });

  it('never asks about the outbox for a member', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ user_type: 'buying' }));
    const api = stubApi({});
    renderApp('/watch-list');
    await waitFor(() => expect(api.called('GET /chats/unread-chats')).toHaveLength(1));
    expect(api.called('GET /outbox')).toHaveLength(0);
  });

  it('links to Settings from the account menu and shows the staff area to staff', async () => {
    setWidth(1280);
    session.setUser(buildProfile({ role: 'admin', user_type: 'other' }));
    stubApi({});
    renderApp('/all-listings');
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Users' })).getAttribute('href')).toBe('/admin/users');
    expect(screen.queryByRole('link', { name: 'Watch list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect((await screen.findByRole('link', { name: 'Settings' })).getAttribute('href')).toBe('/settings/account');
  });
});
