// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIRST_READS_BY_PATH, IMPERSONATION_READ, MEMBER_FIRST_READS, type FirstReads } from '../../../contracts/common/first-screen-reads';
import { queryClient } from '../queryClient';
import { session } from '../session/sessionStore';
import type { Profile } from '../session/profile';
import { buildCard, listPage } from '../../features/listings/testListings';
import { buildProfile } from '../../test/profiles';
import { renderFirstScreen } from './renderFirstScreen';

const LISTINGS_READ = FIRST_READS_BY_PATH['/all-listings']![0]!;

function readsFor(user: Profile, headline = 'Estate-planning practice, Greater Boston', isImpersonating = false): FirstReads {
  return {
    [MEMBER_FIRST_READS[0]!]: user,
    [IMPERSONATION_READ]: { is_impersonating: isImpersonating },
    [LISTINGS_READ]: listPage([buildCard({ id: 41, headline }), buildCard({ id: 42, headline: 'Family-law firm, Denver' })]),
  };
}

describe("the server's render of a member's first screen", () => {
  it('draws all listings with the cards the server read, for the member it read', async () => {
    const html = await renderFirstScreen({ url: '/all-listings', reads: readsFor(buildProfile({ first_name: 'Grace' })), mobile: false });
    expect(html).toContain('All listings');
    expect(html).toContain('Estate-planning practice, Greater Boston');
    expect(html).toContain('Family-law firm, Denver');
    expect(html).toContain('id="main-content"');
    expect(html).toContain('Grace');
    // Nothing of the splash or the placeholders the browser shows while it reads.
    expect(html).toContain('<section aria-label="Listings" aria-busy="false">');
    // No script: the page's own loads the app (server/platform/first-screen/deferred-start.ts).
    expect(html).not.toContain('<script');
  });

  it('lays the screen out for a phone when asked: the filters behind a button, the menu behind another', async () => {
    const reads = readsFor(buildProfile());
    const phone = (await renderFirstScreen({ url: '/all-listings', reads, mobile: true }))!;
    const desktop = (await renderFirstScreen({ url: '/all-listings', reads, mobile: false }))!;
    expect(phone).toMatch(/<button[^>]*>(<i[^>]*><\/i>)?Filters<\/button>/);
    expect(phone).not.toContain('app-layout__sidebar');
    expect(desktop).toContain('app-layout__sidebar');
    expect(desktop).not.toMatch(/<button[^>]*>(<i[^>]*><\/i>)?Filters<\/button>/);
  });

  it('shows the impersonation banner when staff act as the member', async () => {
    const user = buildProfile();
    const acting = await renderFirstScreen({ url: '/all-listings', reads: readsFor(user, undefined, true), mobile: false });
    const own = await renderFirstScreen({ url: '/all-listings', reads: readsFor(user), mobile: false });
    expect(acting).toMatch(/impersonat/i);
    expect(own).not.toMatch(/impersonat/i);
  });

  it('draws nothing for a member the guards send elsewhere, or a page it does not know', async () => {
    const unverified = buildProfile({ phone_verified_at: null });
    expect(await renderFirstScreen({ url: '/all-listings', reads: readsFor(unverified), mobile: false })).toBeNull();
    const noTerms = buildProfile({ has_accepted_terms: false });
    expect(await renderFirstScreen({ url: '/all-listings', reads: readsFor(noTerms), mobile: false })).toBeNull();
    expect(await renderFirstScreen({ url: '/all-listings', reads: {}, mobile: false })).toBeNull();
  });

  it("keeps each page's member and listings to itself, and leaves the stores empty", async () => {
    const [first, second] = await Promise.all([
      renderFirstScreen({
        url: '/all-listings',
        reads: readsFor(buildProfile({ first_name: 'Grace' }), 'Tax practice in Austin'),
        mobile: false,
      }),
      renderFirstScreen({
        url: '/all-listings',
        reads: readsFor(buildProfile({ first_name: 'Henry' }), 'Probate firm in Tulsa'),
        mobile: false,
      }),
    ]);
    expect(first).toContain('Grace');
    expect(first).toContain('Tax practice in Austin');
    expect(first).not.toContain('Henry');
    expect(first).not.toContain('Probate firm in Tulsa');
    expect(second).toContain('Henry');
    expect(second).toContain('Probate firm in Tulsa');
    expect(second).not.toContain('Tax practice in Austin');
    expect(session.getSnapshot().user).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('keeps six renders in flight at once apart: each its own member, listings and viewport', async () => {
    const members = ['Ada', 'Boris', 'Chloe', 'Dmitri', 'Esme', 'Farid'];
    const renders = members.map((name, index) =>
      renderFirstScreen({
        url: '/all-listings',
        reads: readsFor(buildProfile({ first_name: name }), `Practice number ${index} of ${name}`),
        mobile: index % 2 === 0,
      }),
    );
    const pages = await Promise.all(renders);
    pages.forEach((html, index) => {
      expect(html).toContain(members[index]);
      expect(html).toContain(`Practice number ${index} of ${members[index]}`);
      if (index % 2 === 0) expect(html).not.toContain('app-layout__sidebar');
      else expect(html).toContain('app-layout__sidebar');
      for (const other of members.filter((_, otherIndex) => otherIndex !== index)) expect(html).not.toContain(`of ${other}`);
    });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("draws from its own stores: the browser app's session and query cache are neither read nor changed", async () => {
    const browserUser = buildProfile({ first_name: 'Zelda' });
    session.renderAs({ user: browserUser, isImpersonating: true });
    const other = listPage([buildCard({ id: 77, headline: 'Cached elsewhere' })]);
    queryClient.setQueryData(['cached', 'elsewhere'], other);
    try {
      const html = await renderFirstScreen({
        url: '/all-listings',
        reads: readsFor(buildProfile({ first_name: 'Grace' }), 'Tax practice in Austin'),
        mobile: false,
      });
      expect(html).toContain('Grace');
      expect(html).not.toContain('Zelda');
      expect(html).not.toMatch(/impersonat/i);
      expect(session.getSnapshot()).toEqual({ user: browserUser, isImpersonating: true });
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([['cached', 'elsewhere']]);
    } finally {
      session.renderAs({ user: null, isImpersonating: false });
      queryClient.clear();
    }
  });
});
