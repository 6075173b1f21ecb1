import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The rich-text policy of docs/product.md "Validation and display", shared by the server (jsdom window) and the browser: only layout and
 * inline formatting tags, only href and title attributes, links to http, https and mailto only; scripts,
 * event handlers, styles, forms, inputs and frames go; repeated line breaks collapse into one.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'hr',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'title'] as const;

export const RICH_TEXT_URL = /^(?:https?|mailto):/i;

export type SanitizeRichText = (dirty: unknown) => string;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

/** `<br>` runs (with only whitespace between) become one `<br>`; runs of newlines, blank lines included, one newline. */
export function collapseLineBreaks(html: string): string {
  return html.replace(/<br\s*\/?>(?:\s*<br\s*\/?>)+/gi, '<br>').replace(/\r?\n(?:[ \t]*\r?\n)+/g, '\n');
}

/**
 * Parsing serialised HTML again can change its tree (a `<div>` left inside a `<p>` after an unwrapped
 * `<table>` moves out of it), so the result is cleaned until it no longer changes: what is stored is
 * exactly what a second sanitiser — the browser's — will produce.
 */
const MAX_PASSES = 4;

export function createSanitizer(window: WindowLike): SanitizeRichText {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('The rich-text sanitiser needs a DOM (a browser window or jsdom).');
  // A title or link never needs angle brackets; dropping them keeps markup out of attribute values entirely.
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (/[<>]/.test(event.attrValue)) event.keepAttr = false;
  });
  // A customised built-in (`<div is="x-foo">`) keeps its `is` in the serialised HTML even after the attribute is
  // removed, so such an element goes whole; no editor writes one.
  purify.addHook('beforeSanitizeElements', (node) => {
    if (node.nodeType === 1 && (node as Element).hasAttribute('is')) (node as Element).remove();
  });
  const once = (html: string) => collapseLineBreaks(purify.sanitize(html, CONFIG));
  return (dirty) => {
    if (typeof dirty !== 'string' || dirty === '') return '';
    let clean = once(dirty);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const again = once(clean);
      if (again === clean) break;
      clean = again;
    }
    return clean;
  };
}
