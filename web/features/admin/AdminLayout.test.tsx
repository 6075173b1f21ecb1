import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { renderScreen } from '../../test/renderScreen';
import { stubApi } from '../../test/stubApi';
import AdminLayout from './AdminLayout';

beforeEach(() => queryClient.clear());

const tabRow = () => screen.getByRole('navigation', { name: 'Staff area' });

describe('the staff area’s tab row', () => {
  it('has the five tabs, then the later screens under "More"', async () => {
    stubApi({});
    renderScreen('/admin/*', '/admin/users', AdminLayout);
    const links = within(await screen.findByRole('navigation', { name: 'Staff area' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Users', 'Verifications', 'Valuations', 'Listings', 'Chats']);
    expect(links[0]!.className).toContain('active');
    // The row wraps on a phone instead of scrolling sideways: a scrolling row would clip the "More" menu.
    expect(within(tabRow()).getByRole('list').className).not.toContain('overflow-x-auto');
    await userEvent.click(within(tabRow()).getByRole('button', { name: 'More' }));
    const more = within(tabRow()).getAllByRole('link').slice(5);
    expect(more.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Experts', '/admin/experts'],
      ['Client notices', '/admin/client-notices'],
      ['Closing template', '/admin/closing-template'],
    ]);
  });

  it('lists the Outbox under "More" while e-mails go to it, and names the screen open there', async () => {
    stubApi({ 'GET /outbox': { data: { mail: true, sms: false } } });
    renderScreen('/admin/*', '/admin/outbox', AdminLayout);
    const current = await within(tabRow()).findByRole('button', { name: 'Outbox' });
    expect(current.className).toContain('active');
    expect(current.getAttribute('aria-current')).toBe('page');
    await userEvent.click(current);
    expect(within(tabRow()).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/admin/outbox');
  });
});
