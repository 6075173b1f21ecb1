/** The seller questionnaire of docs/product.md "Entities" and docs/product.md "Questionnaire": keys, option values, labels and wordings. */
import { z } from 'zod';

export interface QuestionOption<K extends string = string> {
  key: K;
  label: string;
}

const keysOf = <K extends string>(options: readonly QuestionOption<K>[]) => options.map((option) => option.key) as [K, ...K[]];

/** Free-text answers; reason_to_sell and timeline_after_sale accept rich text (sanitised on save). */
export const TEXT_QUESTIONS = [
  { key: 'reason_to_sell', label: 'Why are you selling your practice?', richText: true },
  { key: 'timeline_after_sale', label: 'How long would you stay on after the sale to help with the transition?', richText: true },
  { key: 'replacement_salary', label: 'What salary would it take to replace you as an attorney in the firm?', richText: false },
] as const;
export type TextQuestionKey = (typeof TEXT_QUESTIONS)[number]['key'];

export const BILLING_STRUCTURES = [
  { key: 'hourly', label: 'Hourly' },
  { key: 'fixed_fees', label: 'Fixed fees' },
  { key: 'contingency', label: 'Contingency' },
  { key: 'other', label: 'Other' },
  { key: 'doesnt_matter', label: "Doesn't matter" },
] as const satisfies readonly QuestionOption[];
export const BILLING_STRUCTURE_KEYS = keysOf(BILLING_STRUCTURES);

export const HOURLY_RATE_OPTIONS = {
  owners: [
    { key: '_350_or_less', label: '$350 or less' },
    { key: '_350_to_500', label: '$350 to $500' },
    { key: '_500_and_above', label: '$500 and above' },
  ],
  non_owner_attorneys: [
    { key: '_250_or_less', label: '$250 or less' },
    { key: '_250_to_400', label: '$250 to $400' },
    { key: '_400_and_above', label: '$400 and above' },
  ],
  non_attorneys: [
    { key: '_100_or_less', label: '$100 or less' },
    { key: '_100_to_200', label: '$100 to $200' },
    { key: '_200_and_above', label: '$200 and above' },
  ],
} as const;
export const HOURLY_RATE_LABELS = {
  owners: 'Hourly rate of the owners',
  non_owner_attorneys: 'Hourly rate of non-owner attorneys',
  non_attorneys: 'Hourly rate of non-attorneys (paralegals, staff)',
} as const;
export type HourlyRateGroup = keyof typeof HOURLY_RATE_OPTIONS;

export const REVENUE_PER_ATTORNEY_OPTIONS = [
  { key: '_250k_annually_or_less', label: '$250k annually or less' },
  { key: '_250_to_500k_annually', label: '$250k to $500k annually' },
  { key: '_500k_annually_or_more', label: '$500k annually or more' },
] as const satisfies readonly QuestionOption[];
export const REVENUE_PER_ATTORNEY_KEYS = keysOf(REVENUE_PER_ATTORNEY_OPTIONS);

export const CLIENT_TYPES = [
  { key: 'individuals', label: 'Individuals' },
  { key: 'companies', label: 'Companies' },
  { key: 'government', label: 'Government' },
  { key: 'non_profit', label: 'Non-profit' },
  { key: 'others', label: 'Others' },
] as const satisfies readonly QuestionOption[];
export const CLIENT_TYPE_KEYS = keysOf(CLIENT_TYPES);

export const SELECT_QUESTIONS = [
  { key: 'billing_structures', label: 'How does the firm bill its clients?', options: BILLING_STRUCTURES },
  { key: 'revenues_per_attorney', label: 'Revenue per attorney', options: REVENUE_PER_ATTORNEY_OPTIONS },
  { key: 'average_revenues_per_attorney', label: 'Average revenue per attorney in your market', options: REVENUE_PER_ATTORNEY_OPTIONS },
  { key: 'client_have', label: 'Which clients does the firm have?', options: CLIENT_TYPES },
  { key: 'client_would_like', label: 'Which clients would the firm like to have?', options: CLIENT_TYPES },
] as const;

export const FILE_QUESTIONS = [
  { key: 'financials_needed', label: 'Financial statements (profit and loss, last 3 years)', multiple: false },
  { key: 'financials_ready', label: 'Other financial documents ready to share', multiple: true },
] as const;
export type FileCollection = (typeof FILE_QUESTIONS)[number]['key'];
export const FILE_COLLECTIONS = ['financials_needed', 'financials_ready'] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The 11 ratings: the seller's wording when editing, the third-person buyer wording when viewing. */
export const RATING_QUESTIONS = [
  {
    key: 'firm_name_recognition',
    seller: 'How well recognised is your firm name in your market?',
    buyer: 'How well recognised the firm name is in its market',
  },
  {
    key: 'owner_brand_recognition',
    seller: 'How well recognised is your personal brand as the owner?',
    buyer: "How well recognised the owner's personal brand is",
  },
  { key: 'past_client_satisfaction', seller: 'How satisfied are your past clients?', buyer: "How satisfied the firm's past clients are" },
  {
    key: 'client_referrals',
    seller: 'How much new business comes from client referrals?',
    buyer: 'How much new business comes to the firm from client referrals',
  },
  {
    key: 'network_referrals',
    seller: 'How much new business comes from your professional network?',
    buyer: "How much new business comes from the owner's professional network",
  },
  {
    key: 'website_lead_generation',
    seller: 'How well does your website generate leads?',
    buyer: "How well the firm's website generates leads",
  },
  {
    key: 'firm_marketing_grade',
    seller: "How would you grade your firm's marketing?",
    buyer: "The seller's grade of the firm's marketing",
  },
  { key: 'employees_trained', seller: 'How well trained are your employees?', buyer: "How well trained the firm's employees are" },
  {
    key: 'data_reporting',
    seller: 'How good is your data and financial reporting?',
    buyer: "How good the firm's data and financial reporting is",
  },
  {
    key: 'office_setup',
    seller: 'How well set up is your office (systems, software, space)?',
    buyer: "How well set up the firm's office is (systems, software, space)",
  },
  {
    key: 'demand_for_legal_services',
    seller: 'How strong is the demand for your legal services in your market?',
    buyer: "How strong the demand for the firm's legal services is in its market",
  },
] as const;
export type RatingKey = (typeof RATING_QUESTIONS)[number]['key'];
export const RATING_KEYS = RATING_QUESTIONS.map((question) => question.key) as [RatingKey, ...RatingKey[]];

/** A select answered with one key or several (a firm may bill hourly and on contingency). */
const selectList = <K extends string>(keys: [K, ...K[]]) =>
  z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(keys)).max(keys.length))
    .nullable()
    .optional();
const optionalEnum = <K extends string>(keys: [K, ...K[]]) => z.enum(keys).nullable().optional();
const rating = z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional();

export const HourlyRatesSchema = z
  .object({
    owners: optionalEnum(keysOf(HOURLY_RATE_OPTIONS.owners)),
    non_owner_attorneys: optionalEnum(keysOf(HOURLY_RATE_OPTIONS.non_owner_attorneys)),
    non_attorneys: optionalEnum(keysOf(HOURLY_RATE_OPTIONS.non_attorneys)),
  })
  .strict();

/** more_info: every questionnaire answer (files excepted: they are media). Unknown keys are refused. */
export const MoreInfoSchema = z
  .object({
    reason_to_sell: z.string().max(10_000).nullable().optional(),
    timeline_after_sale: z.string().max(10_000).nullable().optional(),
    replacement_salary: z.string().max(500).nullable().optional(),
    billing_structures: selectList(BILLING_STRUCTURE_KEYS),
    hourly_rates: HourlyRatesSchema.nullable().optional(),
    revenues_per_attorney: optionalEnum(REVENUE_PER_ATTORNEY_KEYS),
    average_revenues_per_attorney: optionalEnum(REVENUE_PER_ATTORNEY_KEYS),
    client_have: selectList(CLIENT_TYPE_KEYS),
    client_would_like: selectList(CLIENT_TYPE_KEYS),
    ...(Object.fromEntries(RATING_KEYS.map((key) => [key, rating])) as Record<RatingKey, typeof rating>),
  })
  .strict();
export type MoreInfo = z.infer<typeof MoreInfoSchema>;

/** The questions that count as "answered questions" for usable information (docs/product.md "Usable information"). */
export const ANSWER_KEYS = [
  'reason_to_sell',
  'timeline_after_sale',
  'replacement_salary',
  'billing_structures',
  'hourly_rates',
  'revenues_per_attorney',
  'average_revenues_per_attorney',
  'client_have',
  'client_would_like',
] as const;
