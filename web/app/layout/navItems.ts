import { userGroup } from '../../../contracts/users/users';
import { isAdmin, type Profile } from '../session/profile';

export type NavCounter = 'chats' | 'notifications';

export interface NavItem {
  label: string;
  to: string;
  /** Bootstrap Icons name without `bi-`. */
  icon: string;
  counter?: NavCounter;
  /** Active only on this exact path (not its children). */
  end?: boolean;
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

const allListings: NavItem = { label: 'All listings', to: '/all-listings', icon: 'grid' };
const marketData: NavItem = { label: 'Market data', to: '/market', icon: 'bar-chart-line' };
const messages: NavItem = { label: 'Messages', to: '/messages', icon: 'chat-left-text', counter: 'chats' };
const notifications: NavItem = { label: 'Notifications', to: '/notifications', icon: 'bell', counter: 'notifications' };
const help: NavItem[] = [
  { label: 'Get verified', to: '/get-verified', icon: 'patch-check' },
  { label: 'Book a call', to: '/book-a-call', icon: 'telephone' },
  { label: 'Get expert help', to: '/get-expert-help', icon: 'life-preserver' },
];

const buyerSections: NavSection[] = [
  {
    title: 'Marketplace',
    items: [
      allListings,
      marketData,
      { label: 'Watch list', to: '/watch-list', icon: 'star' },
      { label: 'My buyer listings', to: '/my-buyer-listings', icon: 'folder2-open' },
    ],
  },
  {
    title: 'Deals',
    items: [
      { label: 'Buyer deals', to: '/buyer-deals', icon: 'kanban' },
      { label: 'Buyer valuations', to: '/buyer-valuations', icon: 'calculator' },
      { label: 'Find sellers', to: '/find-sellers', icon: 'people' },
    ],
  },
  { title: 'Inbox', items: [messages, notifications] },
  { title: 'Help', items: [{ label: 'Buyer resources', to: '/buyer-resources', icon: 'journal-text' }, ...help] },
];

const sellerSections: NavSection[] = [
  {
    title: 'Marketplace',
    items: [
      allListings,
      marketData,
      { label: 'Create listing', to: '/listings/create', icon: 'plus-square' },
      { label: 'My seller listings', to: '/my-seller-listings', icon: 'folder2-open' },
    ],
  },
  {
    title: 'Deals',
    items: [
      { label: 'Seller deals', to: '/seller-deals', icon: 'kanban' },
      { label: 'Seller valuations', to: '/seller-valuations', icon: 'calculator' },
      { label: 'Get a valuation', to: '/get-valuation', icon: 'graph-up-arrow' },
      { label: 'Find buyers', to: '/find-buyers', icon: 'people' },
    ],
  },
  { title: 'Inbox', items: [messages, notifications] },
  { title: 'Help', items: [{ label: 'Seller resources', to: '/seller-resources', icon: 'journal-text' }, ...help] },
];

const otherSections: NavSection[] = [
  { title: 'Marketplace', items: [allListings, marketData] },
  { title: 'Inbox', items: [messages, notifications] },
  { title: 'Help', items: help },
];

/**
 * The staff area's screens (docs/product.md "Screens and routes", web/router.tsx's admin children), in the side
 * navigation's order. The staff area's tab row (features/admin/AdminLayout.tsx) reads the same list.
 */
export const STAFF_AREAS: readonly NavItem[] = [
  { label: 'Users', to: '/admin/users', icon: 'people' },
  { label: 'Verifications', to: '/admin/verifications', icon: 'patch-check' },
  { label: 'Valuations', to: '/admin/valuations', icon: 'calculator' },
  { label: 'Listings', to: '/admin/listings', icon: 'card-list' },
  { label: 'Chats', to: '/admin/chats', icon: 'chat-square-dots' },
  { label: 'Experts', to: '/admin/experts', icon: 'telephone' },
  { label: 'Client notices', to: '/admin/client-notices', icon: 'envelope-paper' },
  { label: 'Closing template', to: '/admin/closing-template', icon: 'list-check' },
];

/** Only while e-mails or texts are written to DATA_DIR instead of sent (issue #36). */
export const OUTBOX_AREA: NavItem = { label: 'Outbox', to: '/admin/outbox', icon: 'mailbox' };

/**
 * Staff get a navigation of their own (issue #20.7): the staff area first, the marketplace as buyers see it, and their
 * inbox — none of a buyer's or seller's own items (watch list, deals, find sellers), whatever their user type.
 */
const staffSections = (outbox: boolean): NavSection[] => [
  { title: 'Staff', items: outbox ? [...STAFF_AREAS, OUTBOX_AREA] : [...STAFF_AREAS] },
  { title: 'Marketplace', items: [allListings, marketData] },
  { title: 'Inbox', items: [messages, notifications] },
];

/**
 * The side navigation for the user's group (docs/product.md "Entities" groups); staff have their own, with the Outbox
 * when `outbox` (the app says e-mails or texts go to the outbox).
 */
export function navSectionsFor(user: Pick<Profile, 'user_type' | 'role'> | null, { outbox = false } = {}): NavSection[] {
  if (isAdmin(user)) return staffSections(outbox);
  const group = userGroup(user?.user_type);
  return group === 'buyer' ? buyerSections : group === 'seller' ? sellerSections : otherSections;
}
