import { describe, expect, it } from 'vitest';
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
    const staff = ['Users', 'Verifications', 'Valuations', 'Listings', 'Chats', 'All listings', 'Market data', 'Messages', 'Notifications'];
    expect(labels('other', 'admin')).toEqual(staff);
    expect(labels('buying', 'admin')).toEqual(staff);
    expect(labels('selling', 'admin')).toEqual(staff);
    expect(labels('other')).not.toContain('Users');
  });

  it('links every item to a route of docs/product.md "Screens and routes" and counts messages and notifications', () => {
    const items = navSectionsFor({ user_type: 'buying', role: 'user' }).flatMap((section) => section.items);
    expect(items.find((item) => item.label === 'Messages')).toMatchObject({ to: '/messages', counter: 'chats' });
    expect(items.find((item) => item.label === 'Notifications')).toMatchObject({ to: '/notifications', counter: 'notifications' });
    expect(items.find((item) => item.label === 'Find sellers')?.to).toBe('/find-sellers');
  });
});
