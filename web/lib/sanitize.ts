import { createSanitizer, type SanitizeRichText } from '../../contracts/sanitize/rich-text';

let sanitizer: SanitizeRichText | undefined;

/** Cleans rich text before it is rendered (docs/product.md "Validation and display"), with the same policy the server stores it under. */
export function sanitizeRichText(dirty: unknown): string {
  sanitizer ??= createSanitizer(window);
  return sanitizer(dirty);
}
