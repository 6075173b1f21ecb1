import { randomInt } from 'node:crypto';
import { Api } from './api';
import { codeIn, linkIn, waitForMail, waitForSms } from './outbox';
import { finishTours } from './tours';

/** What a test knows about an account it made. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
  /** Digits only, as entered. */
  phone: string;
}

export type UserType = 'buying' | 'selling' | 'valuing' | 'other';

/** How far onboarding goes: registered only, both contacts verified, or terms accepted with a user type. */
export type Stage = 'registered' | 'verified' | 'onboarded';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letters = (count: number) => Array.from({ length: count }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/** A fresh identity: names are letters only (unique, so staff can search for them), the phone a random US number. */
export function newIdentity(label = 'user'): Omit<TestUser, 'id'> {
  const tag = letters(8);
  const firstName = label.charAt(0).toUpperCase() + label.slice(1);
  const lastName = `Tester${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  return {
    email: `e2e.${label}.${tag}@lexchange.test`,
    password: `e2e pass ${tag} 9!`,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    phone: `2${randomInt(10 ** 8, 10 ** 9)}`,
  };
}

interface ProfileBody {
  id: number;
}

/** Opens the signed link of the newest verification e-mail (no login needed: the signature is the proof). */
export async function verifyEmailFromOutbox(api: Api, email: string): Promise<void> {
  const mail = await waitForMail(email, /verify your e-mail/i);
  const link = new URL(linkIn(mail, '/email/verify/'));
  const response = await api.context.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  if (response.status() !== 302 || response.headers().location !== '/verification') {
    throw new Error(`The e-mail link answered ${response.status()} → ${response.headers().location}`);
  }
}

/** Sends the SMS code and enters it, as the logged-in `api` session. */
export async function verifyPhoneFromOutbox(api: Api, phone: string): Promise<void> {
  const since = Date.now() - 1;
  await api.ok('POST', '/auth/send-phone-verification-text');
  const code = codeIn(await waitForSms(phone, since));
  await api.ok('POST', '/auth/verify-phone-verification-text', { code });
}

/**
 * Registers an account through the API, as far as `stage`, leaving `api` logged in as it. The e-mail link and SMS
 * code come from the outbox, exactly as a person would get them. An onboarded account has taken the guided tours
 * unless `tours: 'new'`.
 */
export async function createUser(
  api: Api,
  options: { stage?: Stage; type?: UserType; label?: string; tours?: 'finished' | 'new' } = {},
): Promise<TestUser> {
  const { stage = 'onboarded', type = 'buying', label = type, tours = 'finished' } = options;
  const identity = newIdentity(label);
  const profile = await api.ok<ProfileBody>('POST', '/auth/register', {
    first_name: identity.firstName,
    last_name: identity.lastName,
    email: identity.email,
    phone: identity.phone,
    password: identity.password,
    password_confirmation: identity.password,
  });
  const user = { ...identity, id: profile.id };
  if (stage === 'registered') return user;
  await verifyEmailFromOutbox(api, user.email);
  await verifyPhoneFromOutbox(api, user.phone);
  if (stage === 'verified') return user;
  await acceptTerms(api, user, type);
  if (tours === 'finished') await finishTours(api);
  return user;
}

/** Marketplace terms accepted with a user type, the way the terms screen saves them (a PUT by method override). */
export async function acceptTerms(api: Api, user: TestUser, type: UserType): Promise<void> {
  await api.ok('POST', '/auth/user/profile-information', {
    _method: 'PUT',
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    user_type: type,
    has_accepted_terms: true,
  });
}

/** An account made in its own API session (logged out of nothing else), which is then thrown away. */
export async function createUserAside(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const api = await Api.standalone();
  try {
    return await createUser(api, options);
  } finally {
    await api.dispose();
  }
}
