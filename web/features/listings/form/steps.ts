/** The guided form's steps, and which progress items (contracts/listings/progress keys) each one completes. */
export const FORM_STEPS = [
  {
    key: 'facts',
    title: 'The practice',
    items: ['headline', 'practice_areas', 'state', 'metro', 'year_established', 'attorneys', 'staff'],
  },
  {
    key: 'finances',
    title: 'Finances',
    items: [
      'gross_revenues',
      'sde',
      'more_info.replacement_salary',
      'more_info.billing_structures',
      'more_info.hourly_rates',
      'more_info.revenues_per_attorney',
      'more_info.average_revenues_per_attorney',
    ],
  },
  {
    key: 'clients',
    title: 'Clients and mix',
    items: [
      'more_info.client_have',
      'more_info.client_would_like',
      'percentages.billing_mix',
      'percentages.client_mix',
      'percentages.referral_sources',
    ],
  },
  { key: 'litigation', title: 'Litigation', items: ['litigation_services'] },
  { key: 'sale', title: 'The sale', items: ['more_info.reason_to_sell', 'more_info.timeline_after_sale'] },
  { key: 'ratings', title: 'Ratings', items: ['ratings'] },
  { key: 'documents', title: 'Documents', items: ['financials_needed'] },
  { key: 'teaser', title: 'Teaser facts', items: [] },
  { key: 'review', title: 'Review and submit', items: [] },
] as const;

export type FormStepKey = (typeof FORM_STEPS)[number]['key'];

/** The step where a progress item or a field error (by API path) is fixed. */
export function stepOfField(path: string): number {
  const index = FORM_STEPS.findIndex((step) =>
    (step.items as readonly string[]).some((item) => path === item || path.startsWith(`${item}.`)),
  );
  if (index >= 0) return index;
  if (['firm_name', 'city', 'address', 'description', 'minimum_verification_level'].includes(path)) return 0;
  if (['asking_price'].includes(path)) return 1;
  if (['active_cases', 'cases_last_year', 'open_cases_fees', 'average_fee_collected'].includes(path)) return 3;
  if (path.startsWith('more_info.hourly_rates')) return 1;
  if (path.startsWith('more_info.')) return 5;
  if (path.startsWith('financials')) return 6;
  if (path.startsWith('teaser')) return 7;
  return FORM_STEPS.length - 1;
}

/** How many refused answers (a 422's or the submit check's messages, by API path) each step holds, by step index. */
export function refusalsPerStep(errors: Readonly<Record<string, readonly string[]>>): number[] {
  const counts = FORM_STEPS.map(() => 0);
  for (const [path, messages] of Object.entries(errors)) {
    if (path !== '_' && messages.length > 0) counts[stepOfField(path)]! += 1;
  }
  return counts;
}
