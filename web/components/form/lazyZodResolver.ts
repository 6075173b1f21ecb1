import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod resolver whose schema (and zod itself) loads on first use, so a screen can show its form before the
 * validation code arrives — /login stays within its JavaScript budget. Call `preload` when the user starts
 * interacting (e.g. on the form's focus) so the first submit does not wait.
 */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<unknown, TValues>>,
): { resolver: Resolver<TValues>; preload: () => void } {
  let ready: Resolver<TValues> | null = null;
  let loading: Promise<Resolver<TValues>> | null = null;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => {
      // The schema's output type is the one the server receives; the form keeps working with its input type.
      ready = zodResolver(schema as z.ZodType<TValues, TValues>) as unknown as Resolver<TValues>;
      return ready;
    })).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  const resolver: Resolver<TValues> = async (values, context, options) => (ready ?? (await load()))(values, context, options);
  return {
    resolver,
    // A failed preload is retried by the submit, which then reports the failure.
    preload: () => void load().catch(() => undefined),
  };
}
