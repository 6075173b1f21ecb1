import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer, type SanitizeRichText } from '../../contracts/sanitize/rich-text';

let sanitizer: SanitizeRichText | undefined;

/** Cleans user-written rich text (SPEC.md §5) before it is stored; the jsdom window is made on first use. */
export function sanitizeRichText(dirty: unknown): string {
  sanitizer ??= createSanitizer(new JSDOM('').window as unknown as WindowLike & { document: Document });
  return sanitizer(dirty);
}
