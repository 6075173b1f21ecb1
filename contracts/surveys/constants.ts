/**
 * The three built-in marketing surveys (docs/product.md "Surveys"): their questions and which group answers which
 * (sellers the seller and valuation surveys, buyer types the buyer survey, anyone else the valuation survey). No
 * zod: the member area's survey prompt needs them on its first screen (issue #16); `surveys.ts` adds the schemas.
 * Their form ids are configuration (FORM_ID_*, served in GET /api/config).
 */
import type { UserGroup } from '../users/users';

export const SURVEY_KEYS = ['sellerSurvey', 'buyerSurvey', 'valuationSurvey'] as const;
export type SurveyKey = (typeof SURVEY_KEYS)[number];

/** GET /api/config's form_ids field for each survey. */
export const SURVEY_CONFIG_FIELDS: Record<SurveyKey, 'seller_survey' | 'buyer_survey' | 'valuation_survey'> = {
  sellerSurvey: 'seller_survey',
  buyerSurvey: 'buyer_survey',
  valuationSurvey: 'valuation_survey',
};

export interface SurveyQuestion {
  key: string;
  label: string;
  kind: 'choice' | 'choices' | 'text';
  options?: readonly string[];
  required: boolean;
}

export interface Survey {
  key: SurveyKey;
  title: string;
  /** One sentence in the dashboard prompt. */
  prompt: string;
  questions: readonly SurveyQuestion[];
}

export const SURVEYS: Record<SurveyKey, Survey> = {
  sellerSurvey: {
    key: 'sellerSurvey',
    title: 'Tell us about your sale',
    prompt: 'Three quick questions help our brokers introduce you to the right buyers.',
    questions: [
      {
        key: 'timeline',
        label: 'When would you like the sale to close?',
        kind: 'choice',
        options: ['Within 6 months', '6–12 months', '1–2 years', 'More than 2 years', 'Not sure yet'],
        required: true,
      },
      {
        key: 'reasons',
        label: 'Why are you selling?',
        kind: 'choices',
        options: [
          'Retirement',
          'Health or family',
          'Moving to another state',
          'Joining another firm or the bench',
          'Changing careers',
          'Something else',
        ],
        required: true,
      },
      {
        key: 'stay_on',
        label: 'How long would you stay on to introduce clients?',
        kind: 'choice',
        options: ['Not at all', 'Up to 3 months', '3–12 months', 'More than a year'],
        required: true,
      },
      { key: 'notes', label: 'Anything our brokers should know?', kind: 'text', required: false },
    ],
  },
  buyerSurvey: {
    key: 'buyerSurvey',
    title: 'Tell us about your search',
    prompt: 'Three quick questions help our brokers show you the practices that fit.',
    questions: [
      {
        key: 'timeline',
        label: 'When would you like to buy?',
        kind: 'choice',
        options: ['Within 6 months', '6–12 months', '1–2 years', 'Just exploring'],
        required: true,
      },
      {
        key: 'financing',
        label: 'How would you pay for a practice?',
        kind: 'choices',
        options: ['Cash', 'SBA loan', 'Bank loan', 'Seller financing', 'Investors', 'Not decided yet'],
        required: true,
      },
      {
        key: 'experience',
        label: 'Have you bought a practice before?',
        kind: 'choice',
        options: ['No, this would be my first', 'Yes, once', 'Yes, several'],
        required: true,
      },
      { key: 'notes', label: 'Anything our brokers should know?', kind: 'text', required: false },
    ],
  },
  valuationSurvey: {
    key: 'valuationSurvey',
    title: 'What do you want from a valuation?',
    prompt: 'Two quick questions help us prepare the right valuation for you.',
    questions: [
      {
        key: 'purpose',
        label: 'What is the valuation for?',
        kind: 'choice',
        options: [
          'Deciding whether to sell',
          'Setting an asking price',
          'Bringing in a partner',
          'Estate or retirement planning',
          'Curiosity',
        ],
        required: true,
      },
      {
        key: 'revenue_band',
        label: 'Roughly, what is your annual revenue?',
        kind: 'choice',
        options: ['Under $250k', '$250k–$1m', '$1m–$3m', 'Over $3m', 'I’d rather not say'],
        required: true,
      },
      { key: 'notes', label: 'Anything our team should know?', kind: 'text', required: false },
    ],
  },
};

/** docs/product.md "Surveys": which surveys a user's group is asked. */
export function surveysForGroup(group: UserGroup): SurveyKey[] {
  if (group === 'seller') return ['sellerSurvey', 'valuationSurvey'];
  if (group === 'buyer') return ['buyerSurvey'];
  return ['valuationSurvey'];
}

export const SURVEY_TEXT_MAX = 2000;
