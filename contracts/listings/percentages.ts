/** The three percentage sets of a listing (docs/product.md "Questionnaire"): each filled set totals exactly 100. */
import { z } from 'zod';

export const PERCENTAGE_SETS = {
  billing_mix: [
    { key: 'hourly', label: 'Hourly' },
    { key: 'fixed', label: 'Fixed fees' },
    { key: 'contingency', label: 'Contingency' },
  ],
  client_mix: [
    { key: 'individuals', label: 'Individuals' },
    { key: 'companies', label: 'Companies' },
    { key: 'government', label: 'Government' },
    { key: 'non_profit', label: 'Non-profit' },
    { key: 'others', label: 'Others' },
  ],
  referral_sources: [
    { key: 'repeat', label: 'Repeat clients' },
    { key: 'referrals', label: 'Referrals' },
    { key: 'web', label: 'Web' },
    { key: 'other', label: 'Other' },
  ],
} as const;
export type PercentageSet = keyof typeof PERCENTAGE_SETS;
export const PERCENTAGE_SET_KEYS = Object.keys(PERCENTAGE_SETS) as PercentageSet[];
export const PERCENTAGE_SET_LABELS: Record<PercentageSet, string> = {
  billing_mix: 'Billing mix',
  client_mix: 'Client mix',
  referral_sources: 'Referral sources',
};

export const percentageTotalMessage = (set: PercentageSet) => `The ${PERCENTAGE_SET_LABELS[set].toLowerCase()} percentages must total 100.`;

const percent = z.coerce.number().min(0).max(100).nullable().optional();

const setSchema = (set: PercentageSet) =>
  z
    .object(Object.fromEntries(PERCENTAGE_SETS[set].map((item) => [item.key, percent])) as Record<string, typeof percent>)
    .strict()
    .nullable()
    .optional();

export type PercentageValues = Record<string, number | null | undefined>;

export const isSetFilled = (values: PercentageValues | null | undefined) =>
  Boolean(values) && Object.values(values!).some((value) => typeof value === 'number');

export const setTotal = (values: PercentageValues | null | undefined) =>
  Object.values(values ?? {}).reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0);

/** Floating-point inputs like 33.3 + 33.3 + 33.4 must still count as 100. */
export const totalsHundred = (values: PercentageValues | null | undefined) => Math.abs(setTotal(values) - 100) < 0.001;

/** Any set the seller has started must total 100 (a draft may leave a set empty). */
export const PercentagesSchema = z
  .object({ billing_mix: setSchema('billing_mix'), client_mix: setSchema('client_mix'), referral_sources: setSchema('referral_sources') })
  .strict()
  .superRefine((percentages, context) => {
    for (const set of PERCENTAGE_SET_KEYS) {
      const values = percentages[set];
      if (isSetFilled(values) && !totalsHundred(values)) {
        context.addIssue({ code: 'custom', path: [set], message: percentageTotalMessage(set) });
      }
    }
  });
export type Percentages = z.infer<typeof PercentagesSchema>;
