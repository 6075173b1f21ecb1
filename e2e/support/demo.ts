/** Copied from server/seed/demo.ts (DEMO_LOGINS), which imports server code. Read-only use: never change these accounts. */
export const DEMO_PASSWORD = 'lexchange-demo';

export const DEMO = {
  /** Staff (role admin, user type other). */
  staff: { email: 'rebecca.lindqvist@example.com', password: DEMO_PASSWORD, name: 'Rebecca Lindqvist' },
  seller: { email: 'margaret.whitfield@example.com', password: DEMO_PASSWORD, name: 'Margaret Whitfield' },
  /** The buyer Margaret opened her Boston listing and its data room to (server/seed/demo-data-room.ts). */
  buyer: { email: 'daniel.okafor@example.com', password: DEMO_PASSWORD, name: 'Daniel Okafor' },
} as const;
