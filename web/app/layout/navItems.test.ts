import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../router';
import { navSectionsFor } from './navItems';

const labels = (userType: string | null, role = 'user') =>
  navSectionsFor({ user_type: userType, role: role as 'user' | 'admin' }).flatMap((section) => section.items.map((item) => item.label));

describe('side navigation', () => {
  it('gives the buyer group the buyer variants', () => {
    expect(labels('buying').sort()).toEqual(
      [
        'All listings',
        'Market data',
        'Watch list',
        'My buyer listings',
        'Buyer deals',
        'Buyer valuations',
        'Find sellers',
        'Buyer resources',
        'Messages',
        'Notifications',
        'Get verified',
        'Book a call',
        'Get expert help',
      ].sort(),
    );
    expect(labels('other')).toEqual(labels('buying'));
  });

  it('gives the seller group the seller variants and Create listing', () => {
    const seller = labels('selling');
    expect(seller).toEqual(
      expect.arrayContaining([
        'Create listing',
        'My seller listings',
        'Seller deals',
        'Seller valuations',
        'Find buyers',
        'Seller resources',
        'Get a valuation',
      ]),
    );
    expect(seller).not.toEqual(expect.arrayContaining(['Buyer deals']));
    expect(labels('valuing')).toEqual(seller);
  });

  it('gives staff a navigation of their own, without buyer or seller items, whatever their user type (issue #20.7)', () => {
    const staff = [
      'Users',
      'Verifications',
      'Valuations',
      'Listings',
      'Chats',
      'Experts',
      'Client notices',
      'Closing template',
      'All listings',
      'Market data',
      'Messages',
      'Notifications',
    ];
    expect(labels('other', 'admin')).toEqual(staff);
    expect(labels('buying', 'admin')).toEqual(staff);
    expect(labels('selling', 'admin')).toEqual(staff);
    expect(labels('other')).not.toContain('Users');
  });

  it('lists every screen of the staff area, the Outbox only while the app says e-mails or texts go to it', () => {
    const staffLinks = (outbox: boolean) =>
      navSectionsFor({ user_type: 'other', role: 'admin' }, { outbox })
        .find((section) => section.title === 'Staff')!
        .items.map((item) => item.to);
    const adminScreens = adminRoute(routes)!
      .children!.filter((child) => !child.index)
      .map((child) => `/admin/${child.path}`);
    expect(staffLinks(true)).toEqual(adminScreens);
    expect(staffLinks(false)).toEqual(adminScreens.filter((path) => path !== '/admin/outbox'));
    expect(navSectionsFor({ user_type: 'buying', role: 'user' }, { outbox: true }).flatMap((s) => s.items)).not.toContainEqual(
      expect.objectContaining({ label: 'Outbox' }),
    );
  });

  it('links every item to a route of docs/product.md "Screens and routes" and counts messages and notifications', () => {
    const items = navSectionsFor({ user_type: 'buying', role: 'user' }).flatMap((section) => section.items);
    expect(items.find((item) => item.label === 'Messages')).toMatchObject({ to: '/messages', counter: 'chats' });
    expect(items.find((item) => item.label === 'Notifications')).toMatchObject({ to: '/notifications', counter: 'notifications' });
    expect(items.find((item) => item.label === 'Find sellers')?.to).toBe('/find-sellers');
  });
});

/** The route of the staff area in web/router.tsx, wherever its guard and layouts put it. */
function adminRoute(tree: RouteObject[]): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === 'admin') return route;
    const found = route.children && adminRoute(route.children);
    if (found) return found;
  }
  return undefined;
}
