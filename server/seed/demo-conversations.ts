/** The demo's matches, their conversations and a support chat (plain data, fictional). */
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoMessage {
  from: DemoPersonKey;
  at: DemoTime;
  /** Rich text as the message editor sends it. */
  body: string;
}

export interface DemoMatch {
  buyer: DemoPersonKey;
  listing: DemoListingKey;
  requested: DemoTime;
  /** When the seller accepted; a match without it stays pending for the seller to answer. */
  accepted?: DemoTime;
  /** Oldest first; the last one is sent (and announced) as the app sends any message. */
  messages: DemoMessage[];
}

export interface DemoSupportChat {
  user: DemoPersonKey;
  subject: string;
  opened: DemoTime;
  message: string;
  replies: DemoMessage[];
}

export const DEMO_MATCHES: readonly DemoMatch[] = [
  {
    buyer: 'daniel',
    listing: 'boston-estate',
    requested: [12, '15:10'],
    accepted: [11, '13:25'],
    messages: [
      {
        from: 'margaret',
        at: [11, '13:40'],
        body: '<p>Thank you for your interest, Mr. Okafor. I have opened the firm’s details to you. I am happy to answer questions here first, and then we could arrange a call.</p>',
      },
      {
        from: 'daniel',
        at: [10, '16:05'],
        body: '<p>Thank you, Ms. Whitfield. We are looking for an estate-planning practice in Greater Boston as our first office outside Illinois. Two questions for now: how many of the estate plans on file have been reviewed in the last three years, and do you expect your associates to stay after a sale?</p>',
      },
      {
        from: 'margaret',
        at: [9, '14:30'],
        body: '<p>About 1,100 of the roughly 1,900 plans were reviewed or updated since then, most through our three-year review letters. Both associates have told me they would like to stay, and my senior associate would welcome a path to partnership.</p>',
      },
      {
        from: 'daniel',
        at: [6, '19:15'],
        body: '<p>That is encouraging. Our managing partner and I would like to speak with you next week. Would an afternoon call work? It would also help to see the latest year’s profit-and-loss statement before then.</p>',
      },
      {
        from: 'margaret',
        at: [5, '15:00'],
        body: '<p>Any afternoon next week works; 2 pm Eastern is best for me. I have asked our bookkeeper to prepare the statement.</p>',
      },
      {
        from: 'margaret',
        at: [2, '17:45'],
        body: '<p>The profit-and-loss statement and a summary of our trust accounts are ready. I will share them before our call. Looking forward to speaking with you both.</p>',
      },
    ],
  },
  {
    buyer: 'priya',
    listing: 'houston-immigration',
    requested: [1, '14:20'],
    messages: [
      {
        from: 'priya',
        at: [1, '14:24'],
        body: '<p>Hello. I am an immigration attorney in Atlanta with nine years of practice, licensed in Georgia and Texas, and I am looking to buy my first firm. Your mix of family-based and naturalisation work matches my experience. I would welcome the chance to review the details.</p>',
      },
    ],
  },
  {
    buyer: 'elena',
    listing: 'south-shore-elder',
    requested: [1, '19:05'],
    messages: [
      {
        from: 'elena',
        at: [1, '19:08'],
        body: '<p>Good afternoon. Our firm runs five elder-law offices in Minnesota and Wisconsin and is looking for a first office in New England. Your referral base from elder-care organisations is exactly what we look for. Proof of funds is on file with Lexchange.</p>',
      },
    ],
  },
];

export const DEMO_SUPPORT_CHATS: readonly DemoSupportChat[] = [
  {
    user: 'priya',
    subject: 'Financing my first acquisition',
    opened: [4, '16:00'],
    message:
      '<p>Hello, I am preparing to buy my first practice. How do buyers here usually finance a purchase: SBA loans, seller financing, or both? Is there someone I could speak with?</p>',
    replies: [
      {
        from: 'rebecca',
        at: [3, '14:30'],
        body: '<p>Hi Priya, thanks for reaching out. Most purchases on Lexchange combine an SBA 7(a) loan with a seller note of 10–30 % of the price, paid over three to five years. Our transaction advisers can walk you through it: book a 30-minute call under <em>Book a Call</em>. Uploading a lender’s pre-qualification letter under <em>Get Verified</em> also earns the Funds Verified badge, which some sellers require.</p>',
      },
    ],
  },
];
