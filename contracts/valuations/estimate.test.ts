import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { RATING_KEYS } from '../listings/questionnaire';
import { estimateMid, estimateValuation, type ValuationInputs } from './estimate';
import { ValuateInputSchema, VALUATION_MESSAGES } from './valuations';

const allRatings = (value: number) => Object.fromEntries(RATING_KEYS.map((key) => [key, value]));

/**
 * Firm profiles with their values worked out by hand from constants.ts. t is the transferability score,
 * s the spread either side of it; each method's value is low + t × (high − low); figures round to $1,000.
 */
const PROFILES: {
  name: string;
  inputs: ValuationInputs;
  expected: {
    low: number;
    mid: number;
    high: number;
    methods: [string, number, number, number][];
    pipeline: number;
    transferability: number;
  };
}[] = [
  {
    // Average revenue (900k + 800k + 700k) / 3 = 800,000; estate planning 0.6–1.0 → 480,000–800,000.
    // SDE 300,000 × 1.5–3.0 → 450,000–900,000.
    // t = 0.4 × (4−1)/4 + 0.2 × (1 − 6/30) + 0.2 × 0.70 + 0.2 × (1 − 0.40) = 0.30 + 0.16 + 0.14 + 0.12 = 0.72; s = 0.15.
    // Revenue 480,000 + 0.72 × 320,000 = 710,400; earnings 450,000 + 0.72 × 450,000 = 774,000; mid (710,400 + 774,000) / 2 = 742,200.
    // Low at 0.57: 662,400 and 706,500 → 684,450. High at 0.87: 758,400 and 841,500 → 799,950.
    name: 'an estate-planning practice with every factor',
    inputs: {
      practice_areas: ['estate_planning'],
      gross_revenues: [900_000, 800_000, 700_000],
      sde: 300_000,
      ratings: allRatings(4),
      largest_client_share: 6,
      repeat_referral_share: 70,
      owner_hours_share: 40,
    },
    expected: {
      low: 684_000,
      mid: 742_000,
      high: 800_000,
      methods: [
        ['revenue', 480_000, 800_000, 710_000],
        ['earnings', 450_000, 900_000, 774_000],
      ],
      pipeline: 0,
      transferability: 0.72,
    },
  },
  {
    // Personal injury (0.9–1.5) and criminal (0.3–0.7) count equally → 0.6–1.1 × 2,000,000 = 1,200,000–2,200,000.
    // No factor: t = 0.5, s = 0.15 + 0.15 = 0.30. Placed 1,700,000; low at 0.2 → 1,400,000; high at 0.8 → 2,000,000.
    // Pipeline 1,000,000 × 0.5 × 0.7 = 350,000 added to each.
    name: 'a mixed personal-injury and criminal practice with one year and a pipeline',
    inputs: {
      practice_areas: ['personal_injury', 'criminal'],
      gross_revenues: [2_000_000],
      sde: null,
      open_cases: 40,
      open_cases_fees: 1_000_000,
    },
    expected: {
      low: 1_750_000,
      mid: 2_050_000,
      high: 2_350_000,
      methods: [['revenue', 1_200_000, 2_200_000, 1_700_000]],
      pipeline: 350_000,
      transferability: 0.5,
    },
  },
  {
    // Negative SDE: the earnings method gives 0–0, and nothing else is known.
    name: 'a family practice losing money, earnings only',
    inputs: { practice_areas: ['family'], gross_revenues: [], sde: -50_000 },
    expected: { low: 0, mid: 0, high: 0, methods: [['earnings', 0, 0, 0]], pipeline: 0, transferability: 0.5 },
  },
  {
    // SDE 250,000 × 1.5–3.0 = 375,000–750,000. Only owner dependence, owner bills all hours: t = 0.
    // s = 0.15 + 0.15 × 3/4 = 0.2625. Low at 0 → 375,000; mid 375,000; high 375,000 + 0.2625 × 375,000 = 473,437.5.
    name: 'an immigration solo whose owner bills every hour',
    inputs: { practice_areas: ['immigration'], gross_revenues: [null], sde: 250_000, owner_hours_share: 100 },
    expected: {
      low: 375_000,
      mid: 375_000,
      high: 473_000,
      methods: [['earnings', 375_000, 750_000, 375_000]],
      pipeline: 0,
      transferability: 0,
    },
  },
  {
    // Tax is valued with "other" (0.5–1.0); revenue average of the years given (1,000,000 and 500,000) = 750,000 →
    // 375,000–750,000. SDE 100,000 → 150,000–300,000. Ratings 5 and 1 average 3 → t = 0.5; s = 0.2625.
    // Mid: 562,500 and 225,000 → 393,750. Low at 0.2375: 464,062.5 and 185,625 → 324,843.75.
    // High at 0.7625: 660,937.5 and 264,375 → 462,656.25.
    name: 'a tax practice with a missing year and two ratings',
    inputs: {
      practice_areas: ['tax'],
      gross_revenues: [1_000_000, null, 500_000],
      sde: 100_000,
      ratings: { firm_name_recognition: 5, office_setup: 1 },
    },
    expected: {
      low: 325_000,
      mid: 394_000,
      high: 463_000,
      methods: [
        ['revenue', 375_000, 750_000, 563_000],
        ['earnings', 150_000, 300_000, 225_000],
      ],
      pipeline: 0,
      transferability: 0.5,
    },
  },
];

describe('estimateValuation: hand-computed profiles', () => {
  it.each(PROFILES)('values $name', ({ inputs, expected }) => {
    const estimate = estimateValuation(inputs);
    expect({ low: estimate.low, mid: estimate.mid, high: estimate.high }).toEqual({
      low: expected.low,
      mid: expected.mid,
      high: expected.high,
    });
    expect(estimate.methods.map((method) => [method.key, method.low, method.high, method.value])).toEqual(expected.methods);
    expect(estimate.pipeline.value).toBe(expected.pipeline);
    expect(estimate.transferability).toBeCloseTo(expected.transferability, 3);
    expect(estimate.disclaimer).toMatch(/not an appraisal/);
  });

  it('explains each method in words, with the figures it used', () => {
    const estimate = estimateValuation(PROFILES[0]!.inputs);
    const [revenue, earnings] = estimate.methods;
    expect(revenue!.lines.join(' ')).toContain('Average gross revenue over 3 years: $800,000');
    expect(revenue!.lines.join(' ')).toContain('0.6×–1.0×');
    expect(earnings!.lines.join(' ')).toContain('$300,000');
    expect(estimate.lines.join(' ')).toContain('Transferability score 72 %');
    expect(estimate.factors.map((factor) => factor.key)).toEqual(['ratings', 'client_concentration', 'repeat_referral', 'owner_hours']);
  });

  it('says how a mixed practice weights its areas and how the pipeline was added', () => {
    const estimate = estimateValuation(PROFILES[1]!.inputs);
    expect(estimate.methods[0]!.lines.join(' ')).toMatch(
      /mixed practice: each area counts equally \(Personal Injury 0\.9×–1\.5×; Criminal Defense 0\.3×–0\.7×\)/,
    );
    expect(estimate.pipeline.lines.join(' ')).toContain('40 open contingency cases with expected fees of $1,000,000');
    expect(estimate.pipeline.lines.join(' ')).toContain('$350,000');
  });

  it('ranks what moves the value most, with exact deltas', () => {
    const estimate = estimateValuation(PROFILES[0]!.inputs);
    // +10 % SDE: earnings method 851,400 → mid (710,400 + 851,400) / 2 = 780,900 → 781,000, +39,000.
    // +10 % revenue: revenue method 781,440 → mid (781,440 + 774,000) / 2 = 777,720 → 778,000, +36,000.
    // Every rating 5: t = 0.40 + 0.16 + 0.14 + 0.12 = 0.82 → 742,400 and 819,000 → 780,700 → 781,000, +39,000.
    expect(estimate.sensitivity.slice(0, 3)).toEqual([
      { key: 'sde', change: '+10 % SDE', delta: 39_000 },
      { key: 'ratings', change: 'Every rating one point higher', delta: 39_000 },
      { key: 'revenue', change: '+10 % revenue', delta: 36_000 },
    ]);
    const deltas = estimate.sensitivity.map((row) => Math.abs(row.delta));
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));
  });

  it('shows nothing to add when no figure is given', () => {
    const estimate = estimateValuation({ practice_areas: ['family'] });
    expect([estimate.low, estimate.mid, estimate.high]).toEqual([0, 0, 0]);
    expect(estimate.methods).toEqual([]);
    expect(estimate.sensitivity).toEqual([]);
    expect(estimate.lines[0]).toMatch(/Enter the gross revenue/);
  });
});

const revenue = fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: null });
const maybePercent = fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined });
const inputsArbitrary: fc.Arbitrary<ValuationInputs> = fc.record({
  practice_areas: fc.subarray([...PRACTICE_AREA_KEYS], { maxLength: 4 }),
  gross_revenues: fc.array(revenue, { maxLength: 3 }),
  sde: fc.option(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { nil: null }),
  largest_client_share: maybePercent,
  repeat_referral_share: maybePercent,
  owner_hours_share: maybePercent,
  open_cases_fees: fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: undefined }),
  ratings: fc.option(fc.dictionary(fc.constantFrom(...RATING_KEYS), fc.integer({ min: 1, max: 5 })), { nil: undefined }),
});

describe('estimateValuation: properties', () => {
  it('keeps low ≤ mid ≤ high, whole and never negative', () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const { low, mid, high, methods } = estimateValuation(inputs);
        expect(low).toBeLessThanOrEqual(mid);
        expect(mid).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(0);
        for (const figure of [low, mid, high]) expect(Number.isInteger(figure)).toBe(true);
        for (const method of methods) expect(method.low).toBeLessThanOrEqual(method.high);
      }),
    );
  });

  it('never lowers a figure when revenue grows', () => {
    fc.assert(
      fc.property(inputsArbitrary, fc.double({ min: 1, max: 3, noNaN: true }), (inputs, factor) => {
        const grown = {
          ...inputs,
          gross_revenues: inputs.gross_revenues!.map((value) => (typeof value === 'number' ? value * factor : value)),
        };
        const before = estimateValuation(inputs);
        const after = estimateValuation(grown);
        expect(after.low).toBeGreaterThanOrEqual(before.low);
        expect(after.mid).toBeGreaterThanOrEqual(before.mid);
        expect(after.high).toBeGreaterThanOrEqual(before.high);
      }),
    );
  });

  it('never lowers a figure when SDE grows', () => {
    fc.assert(
      fc.property(
        inputsArbitrary,
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (inputs, sde, more) => {
          const before = estimateValuation({ ...inputs, sde });
          const after = estimateValuation({ ...inputs, sde: sde + more });
          expect(after.low).toBeGreaterThanOrEqual(before.low);
          expect(after.mid).toBeGreaterThanOrEqual(before.mid);
          expect(after.high).toBeGreaterThanOrEqual(before.high);
        },
      ),
    );
  });

  it('treats names of built-in properties as unknown practice areas', () => {
    expect(estimateValuation({ practice_areas: ['constructor', 'toString', '__proto__'], gross_revenues: [100_000] }).methods[0]!.low).toBe(
      50_000,
    );
  });

  it('never crashes on missing or malformed inputs', () => {
    const anyField = fc.oneof(fc.constant(undefined), fc.constant(null), fc.anything());
    fc.assert(
      fc.property(
        fc.record(
          {
            practice_areas: anyField,
            gross_revenues: anyField,
            sde: anyField,
            ratings: anyField,
            largest_client_share: anyField,
            open_cases_fees: anyField,
          },
          { requiredKeys: [] },
        ),
        (inputs) => {
          const estimate = estimateValuation(inputs as ValuationInputs);
          expect(Number.isFinite(estimate.high)).toBe(true);
          expect(estimate.low).toBeLessThanOrEqual(estimate.high);
          expect(Number.isFinite(estimateMid(inputs as ValuationInputs))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('ValuateInputSchema', () => {
  const base = { practice_areas: ['family'], gross_revenues: [500_000], sde: 150_000 };
  const errorsOf = (body: unknown) => {
    const result = ValuateInputSchema.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a complete form', () => {
    expect(
      errorsOf({ ...base, billing_mix: { hourly: 60, fixed: 30, contingency: 10 }, ratings: allRatings(3), largest_client_share: 10 }),
    ).toEqual({});
  });

  it.each([
    ['a negative revenue', { gross_revenues: [-1] }, 'gross_revenues.0', VALUATION_MESSAGES.revenueRange],
    ['a revenue above $1 billion', { gross_revenues: [1_000_000_001] }, 'gross_revenues.0', VALUATION_MESSAGES.revenueRange],
    [
      'a billing mix not totalling 100',
      { billing_mix: { hourly: 50, fixed: 40, contingency: 0 } },
      'billing_mix',
      VALUATION_MESSAGES.billingMixTotal,
    ],
    ['a rating outside the scale', { ratings: { office_setup: 6 } }, 'ratings.office_setup', VALUATION_MESSAGES.ratingRange],
    ['a share above 100 %', { owner_hours_share: 140 }, 'owner_hours_share', VALUATION_MESSAGES.percentRange],
    ['no figure at all', { gross_revenues: [], sde: null }, 'gross_revenues', VALUATION_MESSAGES.needsFigures],
  ])('names the field for %s', (_label, patch, field, message) => {
    expect(errorsOf({ ...base, ...patch })).toEqual({ [field]: message });
  });
});
