/**
 * The demo's Rule 1.17 notices: the deal in the client-notice window (Elena buying Thomas's Denver practice, notices
 * out 38 days ago) gets its 40 clients, sealed with the app's secret, most still within their 90 days, some objected,
 * some consented, a few asked for their file, two could not be reached.
 */
import { and, eq } from 'drizzle-orm';
import type { NoticeStatus } from '../../contracts/client-notices/client-notices';
import { DEFAULT_NOTICE_RULE, windowEndsOn } from '../../contracts/client-notices/notice-window';
import { sealClient } from '../modules/client-notices/client-sealing';
import { dealClientAnswers, dealClientLists, dealClients } from '../modules/client-notices/client-notices.table';
import { deals } from '../modules/deals/deals.table';
import { dayAt, timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

const FIRST = ['Avery', 'Brooke', 'Caleb', 'Dana', 'Elliot', 'Fiona', 'Grant', 'Hazel', 'Isaac', 'Jenna'];
const LAST = ['Whitfield', 'Ramos', 'Nakamura', 'Okafor'];
const MATTERS = ['Estate plan', 'Trust administration', 'LLC formation', 'Commercial lease', 'Probate', 'Buy-sell agreement'];
const STREETS = ['Larimer St', 'Colfax Ave', 'Pearl St', 'Broadway', 'York St'];

/** Client i's answer: some objected, more consented, a few asked for their file, the rest yet to answer. */
function statusOf(index: number): NoticeStatus {
  if (index % 7 === 3) return 'objected';
  if (index % 10 === 1 || index % 10 === 5 || index % 10 === 8) return index % 13 === 0 ? 'file_requested' : 'consented';
  if (index === 22 || index === 35 || index === 9) return 'file_requested';
  return 'sent';
}

export async function seedClientNotices({ tx, deps, people, listings, now }: SeedContext): Promise<void> {
  const [deal] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.listingId, listings.get('denver-business')!.id), eq(deals.buyerId, people.get('elena')!.id)))
    .limit(1);
  if (!deal) return;
  const sentOn = dayAt(now, 38);
  await tx.insert(dealClientLists).values({
    dealId: deal.id,
    buyerIdentity: 'Elena Petrova of Petrova Legal Group',
    uploadedAt: timeAt(now, [39, '16:00']),
    uploadedById: people.get('thomas')!.id,
  });
  const rows = Array.from({ length: 40 }, (_, index) => {
    const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length)]}`;
    const hasEmail = index % 4 !== 2;
    const client = {
      name,
      email: hasEmail ? `${name.toLowerCase().replace(' ', '.')}@example.com` : null,
      address: `${100 + index * 7} ${STREETS[index % STREETS.length]}, Denver, CO 802${String(index % 30).padStart(2, '0')}`,
      matter: MATTERS[index % MATTERS.length]!,
    };
    const unreachable = index === 17 || index === 31;
    const status = unreachable ? 'sent' : statusOf(index);
    const openedOn = hasEmail && index % 3 === 0 ? dayAt(now, 37) : null;
    return {
      dealId: deal.id,
      position: index,
      ...sealClient(deps.config.sessionSecret, deal.id, index, client),
      hasEmail,
      hasAddress: true,
      status,
      sentOn,
      openedOn,
      windowEndsOn: windowEndsOn(DEFAULT_NOTICE_RULE, sentOn, openedOn),
      unreachable,
      answeredAt: status === 'sent' ? null : timeAt(now, [30 - (index % 20), '15:00']),
    };
  });
  const inserted = await tx
    .insert(dealClients)
    .values(rows)
    .returning({ id: dealClients.id, status: dealClients.status, answeredAt: dealClients.answeredAt });
  const answers = inserted.filter((row) => row.answeredAt !== null);
  if (answers.length)
    await tx
      .insert(dealClientAnswers)
      .values(answers.map((row) => ({ clientId: row.id, answer: row.status, answeredAt: row.answeredAt! })));
}
