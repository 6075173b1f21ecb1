import { describe, expect, it } from 'vitest';
import { htmlToResourceText, resourceTextToHtml, wordFileName } from './resourceText';

describe('resource text', () => {
  it('turns headings, paragraphs, lists and rules into HTML', () => {
    const html = resourceTextToHtml('## Money\n\nCheck the **trust** account.\n\n- one\n- two\n\n---\n\n### Then\n1. first');
    expect(html).toBe(
      '<h2>Money</h2>\n<p>Check the <strong>trust</strong> account.</p><ul><li>one</li><li>two</li></ul>\n<hr>\n<h3>Then</h3>\n<ol><li>first</li></ol>',
    );
  });

  it('gives staff back the text they wrote when they edit', () => {
    const source =
      '## Money\n\nCheck the **trust** account and *ledger*.\n\n- one\n- [two](https://example.com)\n\n---\n\n### Then\n\n1. first\n2. second';
    expect(htmlToResourceText(resourceTextToHtml(source))).toBe(source);
  });

  it('reads the seed’s HTML, line breaks included', () => {
    expect(htmlToResourceText('<p>[Client name]<br>[Address]</p>\n<h2>Weeks 1–4</h2>')).toBe('[Client name]\n[Address]\n\n## Weeks 1–4');
  });

  it('names the Word copy after the title', () => {
    expect(wordFileName('Mutual non-disclosure agreement (NDA)')).toBe('mutual-non-disclosure-agreement-nda.doc');
  });
});
