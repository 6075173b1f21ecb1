import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../modules/documents/documents.table';
import { deals, dealStages } from '../modules/deals/deals.table';
import { offers } from '../modules/offers/offers.table';
import { useTestApp } from '../test/use-test-app';
import { seedDemo } from './demo';
import { writeDemoLetters } from './seed-offers';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.database.db, () => {});
});

describe('the demo offers', () => {
  it('holds a deal with three versions and a letter of intent both sides signed, since moved on to "Due diligence"', async () => {
    const rows = await t.database.db.select().from(offers).orderBy(asc(offers.dealId), asc(offers.version));
    const dealIds = [...new Set(rows.map((row) => row.dealId))];
    const negotiated = dealIds.map((id) => rows.filter((row) => row.dealId === id)).find((versions) => versions.length === 3)!;
    expect(negotiated.map((row) => [row.madeBy, row.status])).toEqual([
      ['buyer', 'countered'],
      ['seller', 'countered'],
      ['buyer', 'accepted'],
    ]);
    expect(negotiated[1]!.changed).toEqual(['price', 'cash_at_closing', 'transition_months', 'expires_on', 'note']);
    const [letter] = await t.database.db.select().from(documents).where(eq(documents.id, negotiated[2]!.loiDocumentId!));
    expect(letter).toMatchObject({ kind: 'loi', status: 'signed' });
    const [stage] = await t.database.db
      .select({ name: dealStages.name })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(eq(deals.id, negotiated[0]!.dealId));
    expect(stage!.name).toBe('Due diligence');
  });

  it('holds an open offer waiting for the seller', async () => {
    const open = await t.database.db.select().from(offers).where(eq(offers.status, 'open'));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ madeBy: 'buyer', version: 1 });
  });

  it('writes the letters’ PDFs at start, which match their recorded hashes, once', async () => {
    expect(await writeDemoLetters(t.database.db, t.deps.storage)).toBe(2);
    expect(await writeDemoLetters(t.database.db, t.deps.storage)).toBe(0);
    const [letter] = await t.database.db.select().from(documents).where(eq(documents.kind, 'loi'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${letter!.id}/pdf`,
      headers: await t.loginAs(
        letter!.dealId === null ? null : (await t.database.db.select().from(deals).where(eq(deals.id, letter!.dealId)))[0]!.buyerId,
      ),
    });
    expect(response.statusCode).toBe(200);
  });
});
