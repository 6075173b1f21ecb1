import { z } from 'zod';

/**
 * Characters no text field takes: the C0 controls other than tab, line feed and carriage return, DEL, and the C1
 * controls. PostgreSQL refuses NUL in text outright; the others are never typed and only hide things.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** `firm_name` → "The firm name field must not contain control characters." */
export const controlCharactersMessage = (field: string) => `The ${field.replace(/_/g, ' ')} field must not contain control characters.`;

/** The same rule as a zod refinement, for a form that wants the message before it sends. */
export const plainText = (field: string) =>
  z.string().refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage(field) });

/**
 * Every string in a request (path, query, body, multipart fields and file names, object keys), with the field it
 * belongs to (`answers.reason_to_sell`, `_` for the whole body), that holds a control character. Walks without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function fieldsWithControlCharacters(value: unknown, root = ''): string[] {
  const found = new Set<string>();
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) found.add(path || '_');
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([item, path]);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) {
          found.add(path || '_');
          continue;
        }
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...found];
}
