import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../contracts/sanitize/rich-text';
import { XSS_CORPUS } from '../../contracts/sanitize/xss-corpus.fixture';
import { sanitizeRichText } from './sanitize';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
const ALLOWED_ATTRIBUTES = new Set<string>(RICH_TEXT_ATTRIBUTES);

/** Every way the output breaks the policy, found by parsing it as a browser would. */
function violations(html: string): string[] {
  const found: string[] = [];
  if (/<\s*\/?\s*script/i.test(html)) found.push('a <script tag');
  for (const element of JSDOM.fragment(html).querySelectorAll('*')) {
    const tag = element.localName;
    if (!ALLOWED_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${tag}>`);
      if (/[<>]/.test(value)) found.push(`markup in ${name}`);
      // Browsers ignore control characters and whitespace inside a scheme, so the check does too.
      if (name === 'href' && !/^(?:https?|mailto):/i.test(value.replace(/[\p{Cc}\s]/gu, ''))) {
        found.push(`href ${JSON.stringify(value)}`);
      }
    }
  }
  if (/(<br>\s*){2,}/.test(html)) found.push('repeated <br>');
  if (/\n[ \t]*\n/.test(html)) found.push('repeated newlines');
  return found;
}

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS.map((payload) => [payload]))('neutralises %j', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(violations(clean)).toEqual([]);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the formatting it allows', () => {
    const html =
      '<h2>Practice</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> and <code>x</code>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>code</pre><hr>' +
      '<p><a href="https://lexchange.example/listings" title="Listings">link</a> <a href="mailto:a@b.example">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops what it does not allow but keeps the words', () => {
    expect(sanitizeRichText('<p style="color:red" class="x" onclick="alert(1)">Hello</p>')).toBe('<p>Hello</p>');
    expect(sanitizeRichText('<form><label>Name</label><input name="n"></form>')).toBe('Name');
    expect(sanitizeRichText('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><iframe src="https://x.example"></iframe>')).toBe('<p>a</p>');
  });

  it('collapses repeated line breaks into one', () => {
    expect(sanitizeRichText('a<br><br><br>b')).toBe('a<br>b');
    expect(sanitizeRichText('a<br/> <BR>\n<br >b')).toBe('a<br>b');
    expect(sanitizeRichText('line one\n\n\n\nline two')).toBe('line one\nline two');
    expect(sanitizeRichText('line one\r\n  \r\nline two')).toBe('line one\nline two');
    expect(sanitizeRichText('one<br>two<br>three')).toBe('one<br>two<br>three');
  });

  it('returns what a second pass would give when unwrapping changes the tree', () => {
    // The unwrapped table leaves a <div> inside a <p>; parsed again, the <div> moves out of it.
    expect(sanitizeRichText('<p><table><tr><td><div>x</div></td></tr></table></p>')).toBe('<p></p><div>x</div><p></p>');
  });

  it('returns an empty string for nothing or a non-string', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText({ toString: () => '<script>alert(1)</script>' })).toBe('');
  });

  const tag = fc.constantFrom(
    ...RICH_TEXT_TAGS,
    'script',
    'style',
    'iframe',
    'form',
    'input',
    'textarea',
    'svg',
    'math',
    'mtext',
    'mglyph',
    'table',
    'td',
    'img',
    'object',
    'embed',
    'template',
    'noscript',
    'title',
    'xmp',
    'select',
    'option',
    'base',
    'meta',
    'body',
  );
  const attribute = fc.constantFrom(
    ' href="javascript:alert(1)"',
    ' href=" jav&#x09;ascript:x"',
    ' href="https://ok.example"',
    ' href="mailto:a@b.example"',
    ' title="t"',
    ' title="</style><img src=x onerror=alert(1)>"',
    ' onclick=alert(1)',
    ' onerror="alert(1)"',
    ' style="x:y"',
    ' src=x',
    ' id=x',
    ' xlink:href="javascript:alert(1)"',
    '/',
    ' data-x=1',
  );
  const token = fc.oneof(
    fc.tuple(tag, fc.array(attribute, { maxLength: 3 })).map(([name, attrs]) => `<${name}${attrs.join('')}>`),
    tag.map((name) => `</${name}>`),
    fc.constantFrom('<br>', '<br/>', '\n', '\r\n', ' ', '<!--', '-->', '<![CDATA[', ']]>', '&lt;', '&#x3C;', '"', "'", '<', '>', '&'),
    fc.string({ maxLength: 8 }),
  );
  const html = fc.array(token, { maxLength: 30 }).map((tokens) => tokens.join(''));

  it('is idempotent and never lets a forbidden tag, attribute or URL through (property)', () => {
    fc.assert(
      fc.property(html, (dirty) => {
        const clean = sanitizeRichText(dirty);
        expect(violations(clean)).toEqual([]);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { numRuns: Number(process.env.SANITIZE_RUNS ?? 400) },
    );
  });
});
