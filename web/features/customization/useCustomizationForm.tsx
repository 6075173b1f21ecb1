import type { ComponentProps } from 'react';
import {
  Controller,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api';
import { ChoiceChecklist } from '../../components/form/ChoiceChecklist';
import { useServerForm } from '../../components/form/useServerForm';
import { contractResolver, messagesByField } from './customizationForm';

interface CustomizationFormConfig<V extends FieldValues, F extends string & keyof V, R> {
  resolver: Resolver<V>;
  /** The form's values for a saved customization. */
  toValues: (saved: R) => V;
  fields: readonly F[];
  /** Sends the values; resolves with the saved customization. */
  save: (values: V) => Promise<R>;
}

/** What a customization form checks (the shared contract), shows and sends; built once per form, at module level. */
export function customizationFormConfig<V extends FieldValues, F extends string & keyof V, Req, R>(
  schema: z.ZodType,
  toRequest: (values: V) => Req,
  toValues: (saved: R) => V,
  fields: readonly F[],
  send: (request: Req) => Promise<R>,
): CustomizationFormConfig<V, F, R> {
  return { resolver: contractResolver<V, F>(schema, toRequest, fields), toValues, fields, save: (values) => send(toRequest(values)) };
}

/**
 * A customization form's state and submit: saves, resets to what was saved, and puts a 422's messages on their
 * fields (or above the form when no field can show them). Network and server failures are left to the global toast.
 */
export function useCustomizationForm<V extends FieldValues, F extends string & keyof V, R>(
  { resolver, toValues, fields, save }: CustomizationFormConfig<V, F, R>,
  saved: R,
  /** After a save: the form already shows the saved values. */
  afterSave: (result: R) => void,
) {
  // The contract's messages name nested paths (practice_areas.0): messagesByField places them, not serverFields.
  const form = useServerForm<V>({ serverFields: [], resolver, defaultValues: toValues(saved) as DefaultValues<V> });
  const submit = form.submitWith(
    async (values) => {
      const result = await save(values);
      form.reset(toValues(result));
      afterSave(result);
    },
    (_message, error) => {
      if (!isApiError(error) || error.cancelled || error.status === null || error.status >= 500) return null;
      const byField = messagesByField(error.errors, fields);
      for (const [field, message] of Object.entries(byField))
        form.setError(field as Path<V>, { type: 'server', message: message as string });
      return Object.keys(byField).length === 0 ? error.message : null;
    },
  );
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  return { control, register, errors, isSubmitting, formError: form.formError, submit };
}

type ChecklistFieldProps<V extends FieldValues> = { control: Control<V>; name: FieldPathByValue<V, string[]> } & Omit<
  ComponentProps<typeof ChoiceChecklist>,
  'value' | 'onChange' | 'inputRef' | 'error'
>;

/** A `ChoiceChecklist` bound to a form field, showing that field's error. */
export function ChecklistField<V extends FieldValues>({ control, name, ...checklist }: ChecklistFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceChecklist
          {...checklist}
          value={field.value as string[]}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
