import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { createSanitizer, type SanitizeRichText } from '../../contracts/sanitize/rich-text';

/**
 * jsdom 28 registers window listeners for every document it creates (DOMPurify parses each input into a new
 * one) and never removes them, so one long-lived window gets slower with every call and keeps every document.
 * A fresh window every CALLS_PER_WINDOW calls keeps calls fast; a dropped window is freed once nothing holds it.
 */
const CALLS_PER_WINDOW = 100;

/** jsdom costs ~80 MB and a second to load, so it loads on the first rich text, not at start-up. */
let jsdom: typeof import('jsdom') | undefined;
const loadJsdom = () => (jsdom ??= createRequire(import.meta.url)('jsdom') as typeof import('jsdom'));

let current: { window: JSDOM['window']; sanitize: SanitizeRichText; calls: number } | undefined;

/** Cleans user-written rich text (docs/product.md "Validation and display") before it is stored. */
export function sanitizeRichText(dirty: unknown): string {
  if (!current || current.calls >= CALLS_PER_WINDOW) {
    current?.window.close();
    const { window } = new (loadJsdom().JSDOM)('');
    current = { window, sanitize: createSanitizer(window as unknown as WindowLike), calls: 0 };
  }
  current.calls += 1;
  return current.sanitize(dirty);
}
