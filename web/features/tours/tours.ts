/**
 * The guided tours (docs/product.md "Tours"): one per screen, each a few steps anchored on what the screen already shows.
 * A step whose anchor is not on the screen (a seller's button on a buyer's page, the side menu at ≤ 1000 px) is
 * left out when the tour starts; `center` steps need no anchor.
 */
import type { TourName } from '../../../contracts/tours/tours';

export interface TourStep {
  /** A CSS selector, or `center` for a step in the middle of the screen. */
  target: string;
  title: string;
  content: string;
  /** Where the tooltip goes (default: below, or wherever it fits). */
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'right-start' | 'bottom-end';
  /** The anchor stays put while the page scrolls (the top bar, the side menu). */
  fixed?: boolean;
}

export interface Tour {
  name: TourName;
  /** The help menu's label: "Take the tour of …". */
  label: string;
  steps: readonly TourStep[];
}

const CENTER = 'center';
const TITLE = '.page-header__title';

export const TOURS: Record<TourName, Tour> = {
  dashboard: {
    name: 'dashboard',
    label: 'Lexchange',
    steps: [
      {
        target: CENTER,
        title: 'Welcome to Lexchange',
        content:
          'A confidential marketplace for law practices. This short tour shows where things are; each screen has its own tour the first time you open it.',
      },
      {
        target: '.app-layout__sidebar .side-nav',
        title: 'Everything in one menu',
        content: 'The marketplace, your deals and valuations, your inbox and help, grouped for the way you use Lexchange.',
        placement: 'right-start',
        fixed: true,
      },
      {
        target: '.top-bar__menu-button',
        title: 'The menu',
        content: 'The marketplace, your deals and valuations, your inbox and help are all in this menu.',
        placement: 'bottom-end',
        fixed: true,
      },
      {
        target: '.top-bar__icon[href="/messages"]',
        title: 'Messages',
        content: 'Match requests, conversations with the other side and our support team. The number counts unread conversations.',
        placement: 'bottom-end',
        fixed: true,
      },
      {
        target: '.top-bar__icon[href="/notifications"]',
        title: 'Notifications',
        content: 'Every stage change, reply and decision lands here in real time, and by e-mail as you choose in Settings.',
        placement: 'bottom-end',
        fixed: true,
      },
      {
        target: '#help-menu',
        title: 'Help, whenever you need it',
        content: 'Take the tour of any screen again, read the guides for buyers and sellers, or book a call with one of our experts.',
        placement: 'bottom-end',
        fixed: true,
      },
      {
        target: '#user-menu',
        title: 'Your account',
        content: 'Settings, notifications and what you are looking for live here, with support and log out.',
        placement: 'bottom-end',
        fixed: true,
      },
    ],
  },
  all_listings: {
    name: 'all_listings',
    label: 'All listings',
    steps: [
      {
        target: TITLE,
        title: 'Every practice for sale',
        content:
          'Each listing shows its public face only: practice areas, region, size and revenue band. The firm’s name stays hidden until its seller accepts you.',
      },
      {
        target: 'aside.col-lg-4',
        title: 'Narrow it down',
        content: 'Filter by practice area, state, size and revenue. Your filters stay in the address, so you can bookmark a search.',
      },
      { target: '.page-header__actions button', title: 'Filters', content: 'Filter by practice area, state, size and revenue.' },
      { target: '#listing-sort', title: 'Sort', content: 'Newest first, or by revenue band.' },
      {
        target: 'article.card',
        title: 'A listing',
        content:
          'The badges tell you how far the seller is verified and whether the listing has usable information. Star a listing to keep it on your watch list.',
      },
    ],
  },
  listing_details: {
    name: 'listing_details',
    label: 'this listing',
    steps: [
      {
        target: TITLE,
        title: 'The listing',
        content: 'What the seller chose to show everyone: the practice, its region and its figures in bands.',
      },
      {
        target: '[aria-labelledby="facts-title"]',
        title: 'The facts',
        content: 'Size, revenue band, practice areas and the seller’s verification level.',
      },
      {
        target: '[aria-labelledby="locked-title"]',
        title: 'Confidential details',
        content:
          'Ask for access: the seller sees your handle and verification level and decides. Once accepted, the firm’s name, documents and answers open to you.',
      },
      {
        target: '[aria-labelledby="identity-title"]',
        title: 'The firm',
        content: 'You have access: the firm’s identity and financials, shared in confidence under the confidentiality terms.',
      },
      {
        target: '.page-header__actions',
        title: 'Keep track',
        content: 'Watch a listing to follow it, or manage your own listing from here.',
      },
    ],
  },
  create_listing: {
    name: 'create_listing',
    label: 'creating a listing',
    steps: [
      {
        target: TITLE,
        title: 'Your listing, step by step',
        content: 'Buyers see an anonymised summary until you approve them. Nothing is published until our team reviews it.',
      },
      {
        target: 'nav[aria-label="Listing form steps"]',
        title: 'The steps',
        content: 'Go in any order; the counter shows what is still missing before you can submit for review.',
      },
      {
        target: '.page-header__actions',
        title: 'Saved as you type',
        content: 'Every answer is saved as you go, even if you close the page.',
      },
    ],
  },
  messages: {
    name: 'messages',
    label: 'Messages',
    steps: [
      {
        target: '.messages-layout__list',
        title: 'Your conversations',
        content: 'Match requests, accepted matches and support, newest first. A request shows only handles until it is accepted.',
      },
      {
        target: '.messages-layout__conversation',
        title: 'The conversation',
        content: 'Write, attach documents and see when the other side has read them. Names appear once a match is accepted.',
      },
      { target: '.page-header__actions', title: 'Talk to us', content: 'Open a conversation with the Lexchange team at any time.' },
    ],
  },
  deals: {
    name: 'deals',
    label: 'Deals',
    steps: [
      { target: TITLE, title: 'Your pipeline', content: 'Every introduction becomes a deal, from first contact to closing.' },
      {
        target: '.page-header__actions .btn-group',
        title: 'Board or list',
        content: 'The board shows one column per stage; the list sorts by any column.',
      },
      { target: '.deals-filters', title: 'Filter', content: 'Show one listing’s deals, or only open or closed ones.' },
      {
        target: '.deal-board',
        title: 'Move a deal',
        content:
          'Drag a card to another stage, or open it to set the likelihood, work through the checklist and see its history. The other side is notified.',
      },
      { target: '.deal-stage-picker', title: 'Stages', content: 'Pick a stage to see its deals; open a deal to move it on.' },
    ],
  },
  valuations: {
    name: 'valuations',
    label: 'valuations',
    steps: [
      {
        target: TITLE,
        title: 'Valuations',
        content: 'An instant estimate explained line by line, and expert valuations with a written report.',
      },
      {
        target: '.valuation-result',
        title: 'The estimate',
        content:
          'Low, middle and high values, how each method reached them, and what moves the value most. Figures are directional, not an appraisal.',
      },
      {
        target: '.page-header__actions',
        title: 'Start a valuation',
        content: 'Value your practice from one of your listings, or by hand.',
      },
    ],
  },
  settings: {
    name: 'settings',
    label: 'Settings',
    steps: [
      {
        target: 'nav[aria-label="Settings"]',
        title: 'Settings',
        content: 'Your account and security, the notifications you want, and what you are looking for as a buyer or a seller.',
      },
      {
        target: '.settings-area form',
        title: 'Your details',
        content: 'Changes to your e-mail or phone are verified again before they apply.',
      },
    ],
  },
};

/** The screen's own tour, from its path (the dashboard tour belongs to no single screen). */
export function tourForPath(pathname: string): TourName | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/all-listings' || path === '/listings/results') return 'all_listings';
  if (/^\/listings\/details\/[^/]+$/.test(path)) return 'listing_details';
  if (path === '/listings/create') return 'create_listing';
  if (path === '/messages') return 'messages';
  if (path === '/buyer-deals' || path === '/seller-deals') return 'deals';
  if (path === '/get-valuation' || path === '/buyer-valuations' || path === '/seller-valuations') return 'valuations';
  if (path.startsWith('/settings/')) return 'settings';
  return null;
}
