/**
 * Teaser facts (issue #33): the anonymised facts the seller chooses, per listing, for every buyer to see before access.
 * Always bands or categories, never figures: two listings whose figures differ inside one band read the same. The server
 * derives them from the saved answers (teaserFacts) and the listing form shows the same facts as the buyer's view.
 */
import { z } from 'zod';
import { PERCENTAGE_SETS } from '../listings/percentages';

export const TEASER_FACTS = [
  { key: 'sde_band', label: 'Seller’s discretionary earnings' },
  { key: 'revenue_trend', label: 'Revenue trend' },
  { key: 'reason_for_sale', label: 'Reason for sale' },
  { key: 'transition_period', label: 'Transition offered' },
  { key: 'client_mix', label: 'Client mix' },
  { key: 'billing_mix', label: 'Billing mix' },
  { key: 'top_client_share', label: 'Largest client’s share of revenue' },
] as const;
export type TeaserFactKey = (typeof TEASER_FACTS)[number]['key'];
export const TEASER_FACT_KEYS = TEASER_FACTS.map((fact) => fact.key) as [TeaserFactKey, ...TeaserFactKey[]];

/** The seller's own answers for the facts the questionnaire does not hold as a category. */
export const REASONS_FOR_SALE = [
  { key: 'retirement', label: 'Retirement' },
  { key: 'health', label: 'Health or family' },
  { key: 'relocation', label: 'Relocation' },
  { key: 'new_role', label: 'A new role (bench, in-house, government)' },
  { key: 'focus', label: 'Focusing on another practice area' },
  { key: 'partner_change', label: 'A change among the owners' },
  { key: 'other', label: 'Other' },
] as const;
export const TRANSITION_PERIODS = [
  { key: 'none', label: 'None' },
  { key: 'up_to_3_months', label: 'Up to 3 months' },
  { key: '3_to_6_months', label: '3 to 6 months' },
  { key: '6_to_12_months', label: '6 to 12 months' },
  { key: 'over_12_months', label: 'More than 12 months' },
] as const;
export const TOP_CLIENT_SHARES = [
  { key: 'under_10', label: 'Under 10 %' },
  { key: '10_to_25', label: '10 – 25 %' },
  { key: '25_to_50', label: '25 – 50 %' },
  { key: 'over_50', label: 'Over 50 %' },
] as const;
const keysOf = <K extends string>(options: readonly { key: K }[]) => options.map((option) => option.key) as [K, ...K[]];

/** Seller's discretionary earnings bands (USD); a loss reads as the lowest band. */
export const SDE_BANDS = [
  { key: 'under_100k', label: 'Under $100k', min: -Infinity },
  { key: '100k_250k', label: '$100k – $250k', min: 100_000 },
  { key: '250k_500k', label: '$250k – $500k', min: 250_000 },
  { key: '500k_1m', label: '$500k – $1M', min: 500_000 },
  { key: '1m_plus', label: '$1M and more', min: 1_000_000 },
] as const;

/**
 * What the seller chose: the facts shown, and the answers only the teaser asks for. A save sends any of these keys and
 * they merge into what is saved (null clears an answer).
 */
export const TeaserSettingsSchema = z
  .object({
    facts: z
      .array(z.enum(TEASER_FACT_KEYS))
      .max(TEASER_FACT_KEYS.length)
      .refine((facts) => new Set(facts).size === facts.length, { message: 'Choose each fact once.' })
      .optional(),
    reason_for_sale: z.enum(keysOf(REASONS_FOR_SALE)).nullable().optional(),
    transition_period: z.enum(keysOf(TRANSITION_PERIODS)).nullable().optional(),
    top_client_share: z.enum(keysOf(TOP_CLIENT_SHARES)).nullable().optional(),
  })
  .strict();
export type TeaserSettings = z.infer<typeof TeaserSettingsSchema>;
export const emptyTeaserSettings = (): TeaserSettings => ({ facts: [] });
/** Saved settings as the schema reads them; anything unreadable counts as no teaser. */
export const teaserSettingsOf = (saved: unknown): TeaserSettings => {
  const parsed = TeaserSettingsSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : emptyTeaserSettings();
};

export const TEASER_MESSAGES = {
  impersonating: 'Staff acting as a member cannot change what buyers see at a glance.',
} as const;

/** Whether saving `incoming` over `saved` changes the settings (a save may resend them unchanged). */
export function teaserChanges(saved: unknown, incoming: Partial<TeaserSettings> | undefined): boolean {
  if (!incoming) return false;
  const before = teaserSettingsOf(saved);
  const defined = Object.fromEntries(Object.entries(incoming).filter(([, value]) => value !== undefined));
  const after = teaserSettingsOf({ ...before, ...defined });
  const normal = (settings: TeaserSettings) =>
    JSON.stringify([
      settings.facts ?? [],
      settings.reason_for_sale ?? null,
      settings.transition_period ?? null,
      settings.top_client_share ?? null,
    ]);
  return normal(before) !== normal(after);
}

/** One fact as a buyer reads it: a band or a category, in words. */
export const TeaserFactSchema = z.object({
  key: z.enum(TEASER_FACT_KEYS),
  label: z.string(),
  value: z.string(),
});
export type TeaserFact = z.infer<typeof TeaserFactSchema>;

/** The saved answers the bands come from. */
export interface TeaserAnswers {
  sde: number | null | undefined;
  /** Most recent year first. */
  gross_revenues: readonly (number | null | undefined)[] | null | undefined;
  percentages: Record<string, Record<string, number | null | undefined> | null | undefined> | null | undefined;
}

/** A change under 5 % between the oldest and the latest year given reads as flat. */
const FLAT_WITHIN = 0.05;

export function sdeBand(sde: number | null | undefined): string | null {
  if (sde === null || sde === undefined) return null;
  return [...SDE_BANDS].reverse().find((band) => sde >= band.min)!.label;
}

/** Up, flat or down from the oldest year given to the latest; never a figure. Needs two years. */
export function revenueTrend(revenues: TeaserAnswers['gross_revenues']): string | null {
  const given = (revenues ?? []).filter((value): value is number => typeof value === 'number');
  if (given.length < 2) return null;
  const latest = given[0]!;
  const oldest = given.at(-1)!;
  const years = `over the ${given.length} years given`;
  if (oldest === 0) return latest > 0 ? `Up ${years}` : `Flat ${years}`;
  const change = (latest - oldest) / Math.abs(oldest);
  if (change > FLAT_WITHIN) return `Up ${years}`;
  if (change < -FLAT_WITHIN) return `Down ${years}`;
  return `Flat ${years}`;
}

/** "70 – 80 %": the 10-point band of a share (100 % reads as 90 – 100 %). */
export function shareBand(percent: number): string {
  const lower = Math.min(90, Math.floor(percent / 10) * 10);
  return `${lower} – ${lower + 10} %`;
}

/** A mix as bands, largest first ("Individuals 90 – 100 %, Companies 0 – 10 %"); shares of 0 are left out. */
export function mixBands(
  set: 'client_mix' | 'billing_mix',
  values: Record<string, number | null | undefined> | null | undefined,
): string | null {
  const parts = PERCENTAGE_SETS[set]
    .flatMap((item): { label: string; percent: number }[] => {
      const percent = values?.[item.key];
      return typeof percent === 'number' && percent > 0 ? [{ label: item.label, percent }] : [];
    })
    .sort((a, b) => b.percent - a.percent);
  return parts.length ? parts.map((part) => `${part.label} ${shareBand(part.percent)}`).join(', ') : null;
}

const labelOf = (options: readonly { key: string; label: string }[], key: string | null | undefined) =>
  options.find((option) => option.key === key)?.label ?? null;

/** The facts the seller chose that have an answer, in TEASER_FACTS order, as bands and categories only. */
export function teaserFacts(answers: TeaserAnswers, settings: Partial<TeaserSettings> | null | undefined): TeaserFact[] {
  const chosen = new Set(settings?.facts ?? []);
  const valueOf: Record<TeaserFactKey, () => string | null> = {
    sde_band: () => sdeBand(answers.sde),
    revenue_trend: () => revenueTrend(answers.gross_revenues),
    reason_for_sale: () => labelOf(REASONS_FOR_SALE, settings?.reason_for_sale),
    transition_period: () => labelOf(TRANSITION_PERIODS, settings?.transition_period),
    client_mix: () => mixBands('client_mix', answers.percentages?.client_mix),
    billing_mix: () => mixBands('billing_mix', answers.percentages?.billing_mix),
    top_client_share: () => labelOf(TOP_CLIENT_SHARES, settings?.top_client_share),
  };
  return TEASER_FACTS.flatMap(({ key, label }) => {
    const value = chosen.has(key) ? valueOf[key]() : null;
    return value === null ? [] : [{ key, label, value }];
  });
}
