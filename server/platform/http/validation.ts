import type { FastifySchemaValidationError } from 'fastify';
import type { ZodError } from 'zod';
import type { FieldErrors } from '../errors';

/** Field name from a zod path: `items.0.name`; the whole body is `_`. */
const fieldName = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '_');

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = fieldName(issue.path);
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** Fastify's validation errors (from the zod type provider) as the API's field errors. */
export function fastifyFieldErrors(validation: FastifySchemaValidationError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of validation) {
    const name = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[name] ??= []).push(item.message ?? 'Invalid value.');
  }
  return errors;
}
