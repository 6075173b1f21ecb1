import { randomInt } from 'node:crypto';
import { Api } from './api';
import { DEMO } from './demo';

/** What a test knows about a listing it made. */
export interface TestListing {
  id: number;
  headline: string;
  firmName: string;
  city: string;
  /** Unique per listing, so a price range from it to itself finds this listing only. */
  askingPrice: number;
  state: string;
  stateName: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const tag = () => Array.from({ length: 6 }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/** A fresh anonymised face and identity; the headline never names the firm. */
export function newListingFacts(label = 'Estate planning practice'): Omit<TestListing, 'id'> {
  const id = tag();
  return {
    headline: `${label} ${id}`,
    firmName: `Whitcombe ${id.toUpperCase()} LLP`,
    city: `Montpelier ${id}`,
    askingPrice: 700_000 + randomInt(1, 90_000) * 10,
    state: 'VT',
    stateName: 'Vermont',
  };
}

/** A complete, submittable body (the shape of `complete` in listings-create.test.ts). */
export function completeListingBody(facts: Omit<TestListing, 'id'>) {
  return {
    headline: facts.headline,
    firm_name: facts.firmName,
    city: facts.city,
    practice_areas: ['estate_planning', 'probate'],
    state: facts.state,
    metro: 'Greater Burlington',
    year_established: 1998,
    attorneys: 3,
    staff: 5,
    gross_revenues: [1_200_000, 1_100_000, 1_000_000],
    sde: 400_000,
    asking_price: facts.askingPrice,
    percentages: {
      billing_mix: { hourly: 60, fixed: 40, contingency: 0 },
      client_mix: { individuals: 90, companies: 10 },
      referral_sources: { repeat: 30, referrals: 50, web: 15, other: 5 },
    },
    litigation_services: 'no',
  };
}

/**
 * One logged-in staff session per worker and account: the login limit (5 a minute per e-mail and address) would
 * otherwise be reached by approvals alone. The demo staff member approves, so the e2e staff account stays free for
 * the screens that log it in.
 */
const staffSessions = new Map<string, Promise<Api>>();
function staffSession(account: { email: string; password: string } = DEMO.staff): Promise<Api> {
  let session = staffSessions.get(account.email);
  if (!session) {
    session = (async () => {
      const api = await Api.standalone();
      await api.ok('POST', '/auth/login', { email: account.email, password: account.password });
      return api;
    })();
    staffSessions.set(account.email, session);
  }
  return session;
}

/** Staff approve a pending listing through the API (the same call as Admin → Listings' Approve). */
export async function approveListing(id: number, account: { email: string; password: string } = DEMO.staff): Promise<void> {
  await (await staffSession(account)).ok('PUT', `/listings/enable/${id}`);
}

/** A complete listing created and submitted by the seller `sellerApi` is logged in as, then approved: active. */
export async function createActiveListing(sellerApi: Api, label?: string): Promise<TestListing> {
  const facts = newListingFacts(label);
  const { id } = await sellerApi.ok<{ id: number }>('POST', '/listings', completeListingBody(facts));
  await sellerApi.ok('PUT', `/listings/${id}/submit`);
  await approveListing(id);
  return { id, ...facts };
}
