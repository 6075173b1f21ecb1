/** The demo accounts (plain data). Every one signs in with DEMO_PASSWORD; the README lists them. */

export type DemoPersonKey =
  'margaret' | 'harold' | 'denise' | 'thomas' | 'angela' | 'robert' | 'daniel' | 'priya' | 'marcus' | 'elena' | 'samuel' | 'rebecca';

export interface DemoPerson {
  key: DemoPersonKey;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only; 555-01xx numbers are reserved for fiction. */
  phone: string;
  role: 'user' | 'admin';
  userType: 'buying' | 'selling' | 'valuing' | 'other';
  verificationLevel: 'unverified' | 'VI' | 'VBO' | 'VFL' | 'VLP';
  completedSurvey: boolean;
  /** When the account was created, in days before the seed runs. */
  joinedDaysAgo: number;
  tryThis: string;
}

export const PEOPLE: readonly DemoPerson[] = [
  {
    key: 'margaret',
    firstName: 'Margaret',
    lastName: 'Whitfield',
    email: 'margaret.whitfield@example.com',
    phone: '6175550142',
    role: 'user',
    userType: 'selling',
    verificationLevel: 'VBO',
    completedSurvey: true,
    joinedDaysAgo: 61,
    tryThis:
      'Seller: retiring estate-planning lawyer in Boston with three listings (one pending review); an accepted buyer, a deal and a conversation.',
  },
  {
    key: 'harold',
    firstName: 'Harold',
    lastName: 'Jennings',
    email: 'harold.jennings@example.com',
    phone: '5125550187',
    role: 'user',
    userType: 'selling',
    verificationLevel: 'VI',
    completedSurvey: true,
    joinedDaysAgo: 74,
    tryThis:
      'Seller: two-attorney personal-injury firm in Austin; an access request from a buyer waiting to be accepted, and a paused listing.',
  },
  {
    key: 'denise',
    firstName: 'Denise',
    lastName: 'Alvarez',
    email: 'denise.alvarez@example.com',
    phone: '6025550119',
    role: 'user',
    userType: 'valuing',
    verificationLevel: 'unverified',
    completedSurvey: false,
    joinedDaysAgo: 5,
    tryThis: 'Valuing: family-law solo in Phoenix with a half-finished draft listing, who wants a valuation before deciding to sell.',
  },
  {
    key: 'thomas',
    firstName: 'Thomas',
    lastName: 'Mercer',
    email: 'thomas.mercer@example.com',
    phone: '3035550134',
    role: 'user',
    userType: 'selling',
    verificationLevel: 'VFL',
    completedSurvey: true,
    joinedDaysAgo: 20,
    tryThis: 'Seller: Denver business-law partner selling his firm and a small IP boutique.',
  },
  {
    key: 'angela',
    firstName: 'Angela',
    lastName: 'Price',
    email: 'angela.price@example.com',
    phone: '7045550156',
    role: 'user',
    userType: 'selling',
    verificationLevel: 'VI',
    completedSurvey: true,
    joinedDaysAgo: 33,
    tryThis: 'Seller: North Carolina criminal-defense and bankruptcy practices.',
  },
  {
    key: 'robert',
    firstName: 'Robert',
    lastName: 'Sandoval',
    email: 'robert.sandoval@example.com',
    phone: '6195550192',
    role: 'user',
    userType: 'selling',
    verificationLevel: 'VBO',
    completedSurvey: true,
    joinedDaysAgo: 40,
    tryThis: 'Seller: plaintiff-side employment-law firm in San Diego.',
  },
  {
    key: 'daniel',
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@example.com',
    phone: '3125550163',
    role: 'user',
    userType: 'buying',
    verificationLevel: 'VLP',
    completedSurvey: true,
    joinedDaysAgo: 47,
    tryThis:
      'Buyer with verified funds: Chicago business-law firm growing by acquisition; listings, watch list, a match with a conversation and a deal.',
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
    phone: '4045550128',
    role: 'user',
    userType: 'buying',
    verificationLevel: 'VI',
    completedSurvey: true,
    joinedDaysAgo: 16,
    tryThis: 'Buyer: Atlanta immigration attorney looking for a first practice; a pending access request and a support chat.',
  },
  {
    key: 'marcus',
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@example.com',
    phone: '6155550145',
    role: 'user',
    userType: 'buying',
    verificationLevel: 'VI',
    completedSurvey: true,
    joinedDaysAgo: 28,
    tryThis: 'Buyer: Nashville litigator looking at personal-injury and criminal-defense practices.',
  },
  {
    key: 'elena',
    firstName: 'Elena',
    lastName: 'Petrova',
    email: 'elena.petrova@example.com',
    phone: '6125550177',
    role: 'user',
    userType: 'buying',
    verificationLevel: 'VLP',
    completedSurvey: true,
    joinedDaysAgo: 35,
    tryThis: 'Buyer with verified funds: Minneapolis firm buying practices in several states.',
  },
  {
    key: 'samuel',
    firstName: 'Samuel',
    lastName: 'Brennan',
    email: 'samuel.brennan@example.com',
    phone: '2065550171',
    role: 'user',
    userType: 'other',
    verificationLevel: 'unverified',
    completedSurvey: false,
    joinedDaysAgo: 9,
    tryThis: 'Other (buyer side): Seattle practice-transition consultant exploring the marketplace.',
  },
  {
    key: 'rebecca',
    firstName: 'Rebecca',
    lastName: 'Lindqvist',
    email: 'rebecca.lindqvist@example.com',
    phone: '2125550100',
    role: 'admin',
    userType: 'other',
    verificationLevel: 'unverified',
    completedSurvey: false,
    joinedDaysAgo: 90,
    tryThis: 'Staff: a listing to review in Admin → Listings, a support chat to answer, user management and impersonation.',
  },
];
