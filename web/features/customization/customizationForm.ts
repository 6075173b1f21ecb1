/**
 * The Buyer and Seller Customization forms: API answer → form values → request body, and the validation errors of
 * the shared schemas (client and server) mapped onto the form's fields.
 */
import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type {
  BuyerCustomization,
  BuyerCustomizationInput,
  SellerCustomization,
  SellerCustomizationInput,
} from '../../../contracts/customization/customization';
import type { FieldErrors as ApiFieldErrors } from '../../lib/api';

export interface BuyerFormValues {
  practice_areas: string[];
  states: string[];
  /** Whole dollars, null when empty (the currency inputs' value). */
  revenue_min: number | null;
  revenue_max: number | null;
  price_min: number | null;
  price_max: number | null;
  /** '' is "not set" (the select's first option). */
  timeline: string;
  financing: string[];
}

export interface SellerFormValues {
  practice_areas: string[];
  state: string;
  timeline: string;
  buyer_preferences: string[];
  buyer_notes: string;
}

export const BUYER_FIELDS = [
  'practice_areas',
  'states',
  'revenue_min',
  'revenue_max',
  'price_min',
  'price_max',
  'timeline',
  'financing',
] as const;
export const SELLER_FIELDS = ['practice_areas', 'state', 'timeline', 'buyer_preferences', 'buyer_notes'] as const;

export function buyerFormValues(saved: BuyerCustomization): BuyerFormValues {
  return {
    practice_areas: [...saved.practice_areas],
    states: [...saved.states],
    revenue_min: saved.revenue_min,
    revenue_max: saved.revenue_max,
    price_min: saved.price_min,
    price_max: saved.price_max,
    timeline: saved.timeline ?? '',
    financing: [...saved.financing],
  };
}

export function buyerRequest(values: BuyerFormValues): BuyerCustomizationInput {
  return {
    practice_areas: values.practice_areas,
    states: values.states,
    revenue_min: values.revenue_min,
    revenue_max: values.revenue_max,
    price_min: values.price_min,
    price_max: values.price_max,
    timeline: values.timeline || null,
    financing: values.financing,
  };
}

export function sellerFormValues(saved: SellerCustomization): SellerFormValues {
  return {
    practice_areas: [...saved.practice_areas],
    state: saved.state ?? '',
    timeline: saved.timeline ?? '',
    buyer_preferences: [...saved.buyer_preferences],
    buyer_notes: saved.buyer_notes,
  };
}

export function sellerRequest(values: SellerFormValues): SellerCustomizationInput {
  return {
    practice_areas: values.practice_areas,
    state: values.state || null,
    timeline: values.timeline || null,
    buyer_preferences: values.buyer_preferences,
    buyer_notes: values.buyer_notes.trim(),
  };
}

/** `practice_areas.2` and `states[0]` belong to the `practice_areas` and `states` fields. */
const topField = (path: string) => path.split(/[.[]/)[0] ?? path;

/**
 * The first message for each of the form's fields, from errors keyed by (possibly nested) paths — the API's 422
 * `errors` or zod's issues. Messages about fields the form does not have are left out.
 */
export function messagesByField<F extends string>(errors: ApiFieldErrors, fields: readonly F[]): Partial<Record<F, string>> {
  const byField: Partial<Record<F, string>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = topField(path) as F;
    if (fields.includes(field) && byField[field] === undefined && messages[0]) byField[field] = messages[0];
  }
  return byField;
}

/** A zod error's issues in the API's shape, so client and server errors map the same way. */
export function issuesAsFieldErrors(error: z.ZodError): ApiFieldErrors {
  const errors: ApiFieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * A react-hook-form resolver that checks the request body the form would send against the shared contract schema,
 * so the browser refuses exactly what the server would (e.g. a maximum below the minimum).
 */
export function contractResolver<V extends FieldValues, F extends string & keyof V>(
  schema: z.ZodType,
  toRequest: (values: V) => unknown,
  fields: readonly F[],
): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(messagesByField(issuesAsFieldErrors(result.error), fields))) {
      errors[field] = { type: 'validation', message: message as string };
    }
    // A refusal no field can show is left to the server, whose answer appears above the form.
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FormErrors<V> };
  };
}
