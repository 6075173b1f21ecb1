import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownToHtml, prefixLines, wrapSelection } from './richText';

describe('the composer’s light formatting', () => {
  it('turns bold, italic, lists and links into HTML', () => {
    expect(markdownToHtml('Hello **there** and *you*')).toBe('<p>Hello <strong>there</strong> and <em>you</em></p>');
    expect(markdownToHtml('- one\n- two\n\n1. first\n2. second')).toBe(
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>',
    );
    expect(markdownToHtml('See [the firm](https://example.com/a?b=1&c=2)')).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" title="https://example.com/a?b=1&amp;c=2">the firm</a></p>',
    );
    expect(markdownToHtml('line one\nline two\n\n\n\nnext')).toBe('<p>line one<br>line two</p><p>next</p>');
  });

  it('escapes HTML the member typed and refuses script links', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('wraps a selection and prefixes lines', () => {
    expect(wrapSelection('say hi', 4, 6, '**')).toEqual({ value: 'say **hi**', start: 6, end: 8 });
    expect(prefixLines('a\nb', 0, 3, false).value).toBe('- a\n- b');
    expect(prefixLines('a\nb', 0, 3, true).value).toBe('1. a\n2. b');
  });
});

describe('htmlToMarkdown (editing stored rich text)', () => {
  it('shows stored HTML as the composer’s markup, never the tags (issue #20.2)', () => {
    expect(htmlToMarkdown('<p>Founded in 1988, the firm serves families.</p>')).toBe('Founded in 1988, the firm serves families.');
    expect(htmlToMarkdown('<b>Great</b> firm')).toBe('**Great** firm');
    expect(htmlToMarkdown('')).toBe('');
    expect(htmlToMarkdown(null)).toBe('');
  });

  it.each([
    '<p>Founded in 1988.</p><p>Two partners, <strong>four</strong> staff and <em>no</em> debt.</p>',
    '<p>Services:</p><ul><li>Wills</li><li>Trusts with <a href="https://example.com/t" title="https://example.com/t">notes</a></li></ul><ol><li>One</li><li>Two</li></ol>',
    '<p>Line one<br>line two</p>',
  ])('round-trips what the composer writes unchanged: %s', (html) => {
    expect(markdownToHtml(htmlToMarkdown(html))).toBe(html);
  });
});
