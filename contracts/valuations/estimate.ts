/**
 * The instant estimate of a law practice's value (docs/product.md "Valuations", docs/api.md "Valuations"): a pure function
 * shared by the server (which always recomputes it) and the browser (which shows it as the user types). Every
 * constant comes from constants.ts.
 */
import { practiceAreaLabel, type PracticeAreaKey } from '../common/practice-areas';
import { RATING_KEYS, RATING_MAX, RATING_MIN } from '../listings/questionnaire';
import {
  CONTINGENCY_PIPELINE,
  EARNINGS_MULTIPLE,
  METHOD_WEIGHTS,
  PRACTICE_AREA_GROUPS,
  RANGE_SPREAD,
  REVENUE_MULTIPLES,
  ROUND_TO,
  TRANSFERABILITY,
  VALUATION_DISCLAIMER,
  VALUATION_MAX_MONEY,
  type MultipleGroup,
} from './constants';

/** What the estimate reads; anything missing or not a finite number is treated as not given. */
export interface ValuationInputs {
  practice_areas?: readonly string[] | null;
  state?: string | null;
  attorneys?: number | null;
  staff?: number | null;
  /** Most recent year first, up to 3 years. */
  gross_revenues?: readonly (number | null | undefined)[] | null;
  sde?: number | null;
  billing_mix?: { hourly?: number | null; fixed?: number | null; contingency?: number | null } | null;
  largest_client_share?: number | null;
  repeat_referral_share?: number | null;
  owner_hours_share?: number | null;
  open_cases?: number | null;
  open_cases_fees?: number | null;
  ratings?: Partial<Record<string, number | null>> | null;
}

export type MethodKey = 'revenue' | 'earnings';

export interface MethodResult {
  key: MethodKey;
  label: string;
  /** The method's range before placement. */
  low: number;
  high: number;
  /** Where the transferability score places the value inside the range. */
  value: number;
  weight: number;
  lines: string[];
}

export interface TransferabilityFactor {
  key: 'ratings' | 'client_concentration' | 'repeat_referral' | 'owner_hours';
  label: string;
  score: number;
  weight: number;
  line: string;
}

export interface SensitivityRow {
  key: string;
  change: string;
  delta: number;
}

export interface ValuationEstimate {
  low: number;
  mid: number;
  high: number;
  methods: MethodResult[];
  pipeline: { value: number; lines: string[] };
  transferability: number;
  factors: TransferabilityFactor[];
  lines: string[];
  sensitivity: SensitivityRow[];
  disclaimer: string;
}

/** Whole dollars with thousands separators ($1,250,000): the same text as Intl's, without its cost in a hot loop. */
const money = (value: number) => {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && Math.round(Math.abs(value)) !== 0 ? '-' : ''}$${digits}`;
};
const pct = (share: number) => `${Math.round(share * 100)} %`;
const times = (multiple: number) => `${multiple.toFixed(2).replace(/0$/, '')}×`;
const roundFigure = (value: number) => Math.max(0, Math.round(value / ROUND_TO) * ROUND_TO);
const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A factor as computed; its sentence is written only for the explained result, not for each sensitivity run. */
type ScoredFactor = Omit<TransferabilityFactor, 'line'> & { describe: () => string };

interface Numbers {
  averageRevenue: number | null;
  revenueYears: number[];
  sde: number | null;
  groups: MultipleGroup[];
  multipleLow: number;
  multipleHigh: number;
  factors: ScoredFactor[];
  transferability: number;
  spread: number;
  methods: MethodResult[];
  pipeline: number;
  low: number;
  mid: number;
  high: number;
}

function multipleGroups(areas: readonly string[] | null | undefined): MultipleGroup[] {
  const list = Array.isArray(areas) ? areas.filter((area): area is string => typeof area === 'string') : [];
  if (list.length === 0) return ['other'];
  // Own keys only: an input such as "constructor" must not reach Object.prototype.
  return list.map((area) => (Object.hasOwn(PRACTICE_AREA_GROUPS, area) ? PRACTICE_AREA_GROUPS[area as PracticeAreaKey]! : 'other'));
}

function ratingValues(ratings: ValuationInputs['ratings']): number[] {
  if (!ratings || typeof ratings !== 'object') return [];
  return RATING_KEYS.map((key) => ratings[key]).filter(
    (value): value is number => given(value) && value >= RATING_MIN && value <= RATING_MAX,
  );
}

const share = (value: number | null | undefined) => (given(value) ? clamp(value, 0, 100) : null);

function transferabilityFactors(inputs: ValuationInputs): ScoredFactor[] {
  const factors: ScoredFactor[] = [];
  const ratings = ratingValues(inputs.ratings);
  if (ratings.length > 0) {
    const average = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
    const score = (average - RATING_MIN) / (RATING_MAX - RATING_MIN);
    factors.push({
      key: 'ratings',
      label: 'Ratings',
      score,
      weight: TRANSFERABILITY.ratingsWeight,
      describe: () =>
        `The ${ratings.length} rating${ratings.length === 1 ? '' : 's'} average ${average.toFixed(1)} of ${RATING_MAX}, which scores ${pct(score)}.`,
    });
  }
  const concentration = share(inputs.largest_client_share);
  if (concentration !== null) {
    const ceiling = TRANSFERABILITY.concentrationCeiling;
    const score = 1 - Math.min(concentration, ceiling) / ceiling;
    factors.push({
      key: 'client_concentration',
      label: 'Client concentration',
      score,
      weight: TRANSFERABILITY.concentrationWeight,
      describe: () =>
        `The largest client brings ${Math.round(concentration)} % of revenue, which scores ${pct(score)} (a client at ${ceiling} % or more scores 0: losing it would hurt the buyer).`,
    });
  }
  const repeat = share(inputs.repeat_referral_share);
  if (repeat !== null) {
    const score = repeat / 100;
    factors.push({
      key: 'repeat_referral',
      label: 'Repeat and referred clients',
      score,
      weight: TRANSFERABILITY.repeatReferralWeight,
      describe: () =>
        `${Math.round(repeat)} % of clients are repeat or referred clients, which scores ${pct(score)}: they tend to stay with the firm.`,
    });
  }
  const owner = share(inputs.owner_hours_share);
  if (owner !== null) {
    const score = 1 - owner / 100;
    factors.push({
      key: 'owner_hours',
      label: 'Owner dependence',
      score,
      weight: TRANSFERABILITY.ownerHoursWeight,
      describe: () =>
        `The owner bills ${Math.round(owner)} % of the firm’s hours, which scores ${pct(score)}: the less the work depends on the owner, the more of it a buyer keeps.`,
    });
  }
  return factors;
}

const FACTOR_COUNT = 4;

function compute(inputs: ValuationInputs): Numbers {
  const revenueYears = (Array.isArray(inputs.gross_revenues) ? inputs.gross_revenues : [])
    .slice(0, 3)
    .filter((value): value is number => given(value))
    .map((value) => clamp(value, 0, VALUATION_MAX_MONEY));
  const averageRevenue = revenueYears.length > 0 ? revenueYears.reduce((sum, value) => sum + value, 0) / revenueYears.length : null;
  // Clamped to what the form accepts, so that no input can reach Infinity.
  const sde = given(inputs.sde) ? clamp(inputs.sde, -VALUATION_MAX_MONEY, VALUATION_MAX_MONEY) : null;
  const groups = multipleGroups(inputs.practice_areas);
  const multipleLow = groups.reduce((sum, group) => sum + REVENUE_MULTIPLES[group].low, 0) / groups.length;
  const multipleHigh = groups.reduce((sum, group) => sum + REVENUE_MULTIPLES[group].high, 0) / groups.length;

  const factors = transferabilityFactors(inputs);
  const totalWeight = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const transferability =
    totalWeight > 0 ? factors.reduce((sum, factor) => sum + factor.score * factor.weight, 0) / totalWeight : TRANSFERABILITY.neutralScore;
  const spread = RANGE_SPREAD.base + RANGE_SPREAD.perMissingShare * ((FACTOR_COUNT - factors.length) / FACTOR_COUNT);

  const ranges: { key: MethodKey; low: number; high: number }[] = [];
  if (averageRevenue !== null) ranges.push({ key: 'revenue', low: averageRevenue * multipleLow, high: averageRevenue * multipleHigh });
  if (sde !== null) {
    const earnings = Math.max(0, sde);
    ranges.push({ key: 'earnings', low: earnings * EARNINGS_MULTIPLE.low, high: earnings * EARNINGS_MULTIPLE.high });
  }
  const weightSum = ranges.reduce((sum, range) => sum + METHOD_WEIGHTS[range.key], 0);
  const methods: MethodResult[] = ranges.map((range) => ({
    key: range.key,
    label: range.key === 'revenue' ? 'Revenue method' : 'Earnings method',
    low: range.low,
    high: range.high,
    value: range.low + transferability * (range.high - range.low),
    weight: METHOD_WEIGHTS[range.key] / weightSum,
    lines: [],
  }));
  const at = (position: number) =>
    methods.reduce((sum, method) => sum + method.weight * (method.low + position * (method.high - method.low)), 0);
  const fees = given(inputs.open_cases_fees) ? clamp(inputs.open_cases_fees, 0, VALUATION_MAX_MONEY) : 0;
  const pipeline = fees * CONTINGENCY_PIPELINE.probability * CONTINGENCY_PIPELINE.discount;
  return {
    averageRevenue,
    revenueYears,
    sde,
    groups,
    multipleLow,
    multipleHigh,
    factors,
    transferability,
    spread,
    methods,
    pipeline,
    low: at(clamp(transferability - spread, 0, 1)) + pipeline,
    mid: at(transferability) + pipeline,
    high: at(clamp(transferability + spread, 0, 1)) + pipeline,
  };
}

/** The rounded middle value alone: what the benchmarks and the sensitivity table need. */
export function estimateMid(inputs: ValuationInputs): number {
  return roundFigure(compute(inputs && typeof inputs === 'object' ? inputs : {}).mid);
}

function areaLine(inputs: ValuationInputs, numbers: Numbers): string {
  const areas = Array.isArray(inputs.practice_areas) ? inputs.practice_areas.filter((area) => typeof area === 'string') : [];
  const range = `${times(numbers.multipleLow)}–${times(numbers.multipleHigh)}`;
  if (areas.length === 0) return `No practice area given, so the general range for other practice areas applies: ${range} revenue.`;
  if (areas.length === 1) {
    const group = REVENUE_MULTIPLES[numbers.groups[0]!];
    return `${practiceAreaLabel(areas[0]!)} practices sell for about ${range} a year’s revenue (${group.label.toLowerCase()} range).`;
  }
  const parts = areas.map((area, index) => {
    const group = REVENUE_MULTIPLES[numbers.groups[index]!];
    return `${practiceAreaLabel(area)} ${times(group.low)}–${times(group.high)}`;
  });
  return `A mixed practice: each area counts equally (${parts.join('; ')}), which gives ${range} revenue.`;
}

function explainMethods(inputs: ValuationInputs, numbers: Numbers): MethodResult[] {
  const placement = `The transferability score of ${pct(numbers.transferability)} places the value at that point of the range`;
  return numbers.methods.map((method) => {
    const lines: string[] = [];
    if (method.key === 'revenue') {
      const years = numbers.revenueYears;
      lines.push(
        years.length === 1
          ? `Gross revenue of the one year given: ${money(years[0]!)}.`
          : `Average gross revenue over ${years.length} years: ${money(numbers.averageRevenue!)} (${years.map(money).join(', ')}, most recent first).`,
      );
      lines.push(areaLine(inputs, numbers));
    } else {
      lines.push(`Seller’s discretionary earnings (profit plus the owner’s pay and perks): ${money(numbers.sde!)}.`);
      if (numbers.sde! < 0) lines.push('The earnings are negative, so this method gives no value.');
      lines.push(
        `Practices sell for ${times(EARNINGS_MULTIPLE.low)}–${times(EARNINGS_MULTIPLE.high)} their SDE (published range up to ${times(EARNINGS_MULTIPLE.publishedHigh)}, reached only by rare firms).`,
      );
    }
    lines.push(`Range: ${money(roundFigure(method.low))} to ${money(roundFigure(method.high))}.`);
    lines.push(`${placement}: ${money(roundFigure(method.value))}.`);
    return { ...method, low: roundFigure(method.low), high: roundFigure(method.high), value: roundFigure(method.value), lines };
  });
}

function explainPipeline(inputs: ValuationInputs, numbers: Numbers): { value: number; lines: string[] } {
  if (numbers.pipeline <= 0) {
    return { value: 0, lines: ['No open contingency fees were given, so nothing is added for the case pipeline.'] };
  }
  const cases =
    given(inputs.open_cases) && inputs.open_cases > 0
      ? `${Math.round(inputs.open_cases)} open contingency cases with`
      : 'Open contingency cases with';
  const value = roundFigure(numbers.pipeline);
  return {
    value,
    lines: [
      `${cases} expected fees of ${money(clamp(inputs.open_cases_fees!, 0, VALUATION_MAX_MONEY))}.`,
      `Valued at ${pct(CONTINGENCY_PIPELINE.probability)} (the chance a case recovers) × ${pct(CONTINGENCY_PIPELINE.discount)} (the time to recover and the fee shared with the seller) = ${money(value)}, added to every figure.`,
    ],
  };
}

function reconcile(numbers: Numbers, methods: MethodResult[], result: { low: number; mid: number; high: number }): string[] {
  if (methods.length === 0) return ['Enter the gross revenue or the seller’s discretionary earnings to see a value.'];
  const lines: string[] = [];
  if (numbers.factors.length === 0) lines.push('No transferability factor was given, so each value sits in the middle of its range.');
  else {
    const total = numbers.factors.reduce((sum, factor) => sum + factor.weight, 0);
    const parts = numbers.factors.map(
      (factor) => `${factor.label.toLowerCase()} ${pct(factor.score)} (counts ${pct(factor.weight / total)})`,
    );
    lines.push(`Transferability score ${pct(numbers.transferability)}: ${parts.join(', ')}.`);
  }
  if (methods.length === 2) {
    lines.push(
      `The two methods count equally: ${methods.map((method) => `${method.label.toLowerCase()} ${money(method.value)}`).join(' and ')} give ${money(roundFigure(numbers.mid - numbers.pipeline))}.`,
    );
  } else {
    lines.push(`Only the ${methods[0]!.label.toLowerCase()} could be used, so it gives the value alone: ${money(methods[0]!.value)}.`);
  }
  if (numbers.pipeline > 0) lines.push(`Adding the contingency pipeline gives ${money(result.mid)}.`);
  lines.push(
    `Low and high sit ${pct(numbers.spread)} of each range either side of the placement${numbers.factors.length < FACTOR_COUNT ? ' (wider because some factors were not given)' : ''}: ${money(result.low)} to ${money(result.high)}.`,
  );
  return lines;
}

const bump = (value: number | null | undefined, by: number) => (given(value) ? clamp(value + by, 0, 100) : value);

/** What moves the middle value most, largest change first. */
function sensitivity(inputs: ValuationInputs, mid: number): SensitivityRow[] {
  const variations: { key: string; change: string; applies: boolean; vary: () => ValuationInputs }[] = [
    {
      key: 'revenue',
      change: '+10 % revenue',
      applies: Array.isArray(inputs.gross_revenues) && inputs.gross_revenues.some(given),
      vary: () => ({ ...inputs, gross_revenues: inputs.gross_revenues!.map((value) => (given(value) ? value * 1.1 : value)) }),
    },
    { key: 'sde', change: '+10 % SDE', applies: given(inputs.sde) && inputs.sde > 0, vary: () => ({ ...inputs, sde: inputs.sde! * 1.1 }) },
    {
      key: 'ratings',
      change: 'Every rating one point higher',
      applies: ratingValues(inputs.ratings).some((value) => value < RATING_MAX),
      vary: () => ({
        ...inputs,
        ratings: Object.fromEntries(
          Object.entries(inputs.ratings ?? {}).map(([key, value]) => [key, given(value) ? Math.min(RATING_MAX, value + 1) : value]),
        ),
      }),
    },
    {
      key: 'client_concentration',
      change: 'Largest client 10 points smaller',
      applies: given(inputs.largest_client_share) && inputs.largest_client_share > 0,
      vary: () => ({ ...inputs, largest_client_share: bump(inputs.largest_client_share, -10) }),
    },
    {
      key: 'repeat_referral',
      change: '10 points more repeat or referred clients',
      applies: given(inputs.repeat_referral_share) && inputs.repeat_referral_share < 100,
      vary: () => ({ ...inputs, repeat_referral_share: bump(inputs.repeat_referral_share, 10) }),
    },
    {
      key: 'owner_hours',
      change: 'Owner bills 10 points fewer hours',
      applies: given(inputs.owner_hours_share) && inputs.owner_hours_share > 0,
      vary: () => ({ ...inputs, owner_hours_share: bump(inputs.owner_hours_share, -10) }),
    },
    {
      key: 'open_cases_fees',
      change: '+10 % open contingency fees',
      applies: given(inputs.open_cases_fees) && inputs.open_cases_fees > 0,
      vary: () => ({ ...inputs, open_cases_fees: inputs.open_cases_fees! * 1.1 }),
    },
  ];
  return variations
    .filter((variation) => variation.applies)
    .map((variation) => ({ key: variation.key, change: variation.change, delta: estimateMid(variation.vary()) - mid }))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
}

/** The estimate with its method explained line by line, the sensitivity table and the disclaimer. */
export function estimateValuation(given: ValuationInputs): ValuationEstimate {
  const inputs = given && typeof given === 'object' ? given : {};
  const numbers = compute(inputs);
  const result = { low: roundFigure(numbers.low), mid: roundFigure(numbers.mid), high: roundFigure(numbers.high) };
  const methods = explainMethods(inputs, numbers);
  return {
    ...result,
    methods,
    pipeline: explainPipeline(inputs, numbers),
    transferability: Math.round(numbers.transferability * 1000) / 1000,
    factors: numbers.factors.map(({ describe, ...factor }) => ({
      ...factor,
      score: Math.round(factor.score * 1000) / 1000,
      line: describe(),
    })),
    lines: reconcile(numbers, methods, result),
    sensitivity: methods.length > 0 ? sensitivity(inputs, result.mid) : [],
    disclaimer: VALUATION_DISCLAIMER,
  };
}
