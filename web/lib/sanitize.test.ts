import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../../contracts/sanitize/xss-corpus.fixture';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText in the browser', () => {
  it('renders no payload of the corpus as markup that could run', () => {
    for (const payload of XSS_CORPUS) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeRichText(payload);
      const elements = Array.from(host.querySelectorAll('*'));
      expect(elements.filter((el) => ['script', 'iframe', 'form', 'input', 'svg', 'math', 'style', 'img'].includes(el.localName))).toEqual(
        [],
      );
      const attributes = elements.flatMap((el) => Array.from(el.attributes).map((attr) => attr.name));
      expect(
        attributes.filter((name) => name !== 'href' && name !== 'title'),
        payload,
      ).toEqual([]);
      for (const link of host.querySelectorAll('a[href]')) expect(link.getAttribute('href'), payload).toMatch(/^(https?|mailto):/i);
    }
  });

  it('gives the same result as the server policy for ordinary formatting', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi <strong>there</strong><br><br>friend</p>')).toBe(
      '<p>Hi <strong>there</strong><br>friend</p>',
    );
  });
});
