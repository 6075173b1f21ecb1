import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { applyServerErrors } from './serverErrors';

export interface ServerFormOptions<T extends FieldValues> extends UseFormProps<T> {
  /** The fields a rejected request's 422 may name; a message for none of them goes above the form (`formError`). */
  serverFields: readonly Path<T>[];
}

/**
 * What the form shows above its fields after a failure: given the message no field took (null when every message
 * found its field, or the API client already reported the failure) and the error itself.
 */
export type OnServerFailure = (message: string | null, error: unknown) => string | null;

/**
 * A react-hook-form form that sends to the API. `submitWith(action)` is the form's submit handler: it validates,
 * clears the message above the form, runs the action, and on a rejection puts the 422's messages beside their fields
 * (applyServerErrors) and the rest in `formError`, for a `<FormAlert>`. `onFailure` changes what `formError` becomes
 * (a form with one input shows it there; a form with its own field mapping places the messages itself).
 */
export function useServerForm<T extends FieldValues>({ serverFields, ...props }: ServerFormOptions<T>) {
  const form = useForm<T>(props);
  const [formError, setFormError] = useState<string | null>(null);
  const submitWith = (action: (values: T) => Promise<unknown>, onFailure?: OnServerFailure) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        const message = applyServerErrors(error, form.setError, serverFields);
        setFormError(onFailure ? onFailure(message, error) : message);
      }
    });
  return { ...form, formError, setFormError, submitWith };
}
