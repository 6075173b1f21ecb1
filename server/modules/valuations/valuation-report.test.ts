import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateValuation } from '../../../contracts/valuations/estimate';
import { ValuateInputSchema } from '../../../contracts/valuations/valuations';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { completeValuation } from './valuation-completion.service';
import { renderValuationReport, type ReportContent } from './valuation-report';
import { valuations } from './valuations.table';

const inputs = ValuateInputSchema.parse({
  practice_areas: ['personal_injury', 'family'],
  state: 'TX',
  attorneys: 4,
  staff: 6,
  gross_revenues: [2_400_000, 2_100_000, 1_900_000],
  sde: 650_000,
  billing_mix: { hourly: 20, fixed: 10, contingency: 70 },
  largest_client_share: 4,
  repeat_referral_share: 55,
  owner_hours_share: 35,
  open_cases: 38,
  open_cases_fees: 1_200_000,
  ratings: { firm_name_recognition: 4, past_client_satisfaction: 5, data_reporting: 3 },
});

const content: ReportContent = {
  id: 42,
  title: 'Jennings Injury Law',
  preparedFor: 'Harold Jennings',
  preparedBy: 'Rebecca Lindqvist',
  completedAt: new Date('2026-11-20T15:00:00Z'),
  inputs,
  estimate: estimateValuation(inputs),
  final: { low: 2_600_000, mid: 2_900_000, high: 3_150_000 },
  notes: 'Contingency pipeline verified against the case list; two cases settle in Q1.',
};

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the valuation report PDF', () => {
  it('reads back with the firm, the figures, the method, the notes and the disclaimer, within 2 s and 300 KB', async () => {
    // Loading PDFKit and its font metrics happens once per process; bench/valuations.mjs measures cold and warm runs.
    await renderValuationReport(content);
    const started = performance.now();
    const pdf = await renderValuationReport(content);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    expect(pdf.length).toBeLessThan(300 * 1024);
    const text = await pdfText(pdf);
    for (const expected of [
      'Expert valuation report',
      'Jennings Injury Law',
      'Prepared for Harold Jennings by Rebecca Lindqvist',
      '$2,600,000',
      '$2,900,000',
      '$3,150,000',
      'Personal Injury, Family & Divorce',
      '4 attorneys, 6 non-attorney staff',
      'Revenue method',
      'Earnings method',
      'Contingency pipeline',
      'What moves the value most',
      'two cases settle in Q1',
      'not an appraisal',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('completing a valuation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stays not completed while the render fails, and completes with its report on the retry', async () => {
    const owner = await buildUser(t.database.db, { userType: 'selling' });
    const estimate = estimateValuation(inputs);
    const [row] = await t.database.db
      .insert(valuations)
      .values({
        ownerId: owner.id,
        title: 'Retry & Sons',
        inputs,
        estimate,
        estimateLow: estimate.low,
        estimateMid: estimate.mid,
        estimateHigh: estimate.high,
        status: 'in_review',
        requestedAt: new Date(),
        finalLow: 1,
        finalMid: 2,
        finalHigh: 3,
        completionRequestedAt: new Date(),
      })
      .returning();
    await expect(completeValuation(t.deps, row!.id, () => Promise.reject(new Error('renderer crashed')))).rejects.toThrow(
      'renderer crashed',
    );
    const [failed] = await t.database.db.select().from(valuations).where(eq(valuations.id, row!.id));
    expect(failed).toMatchObject({ status: 'in_review', reportKey: null });

    await completeValuation(t.deps, row!.id);
    const [completed] = await t.database.db.select().from(valuations).where(eq(valuations.id, row!.id));
    expect(completed!.status).toBe('completed');
    expect(completed!.reportKey).toMatch(/^valuations\//);
    expect(await t.deps.storage.get(completed!.reportKey!)).not.toBeNull();

    // A duplicate run of the job changes nothing.
    await completeValuation(t.deps, row!.id);
    const [again] = await t.database.db.select().from(valuations).where(eq(valuations.id, row!.id));
    expect(again!.reportKey).toBe(completed!.reportKey);
  });
});
