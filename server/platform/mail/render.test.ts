import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

describe('renderMail', () => {
  const mail = renderMail({
    preheader: 'Confirm your address',
    title: 'Verify your <e-mail>',
    paragraphs: ['Hello "Ana" & team,', "Click below — it's quick."],
    action: { label: 'Verify e-mail', url: 'https://lexchange.test/verify?a=1&b=2' },
  });

  it('escapes every piece of text in the HTML', () => {
    expect(mail.html).toContain('Verify your &lt;e-mail&gt;');
    expect(mail.html).toContain('Hello &quot;Ana&quot; &amp; team,');
    expect(mail.html).toContain('it&#39;s quick.');
    expect(mail.html).toContain('href="https://lexchange.test/verify?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<e-mail>');
  });

  it('is a complete, accessible document in the Lexchange look', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('#14213d');
    expect(mail.html).toContain('aria-hidden="true">Confirm your address</div>');
    expect(mail.html).not.toContain('<style');
  });

  it('has a plain-text alternative with the link spelled out', () => {
    expect(mail.text).toContain('Verify your <e-mail>');
    expect(mail.text).toContain('Hello "Ana" & team,');
    expect(mail.text).toContain('Verify e-mail: https://lexchange.test/verify?a=1&b=2');
    expect(mail.text).not.toContain('<p');
  });

  it('never renders a non-web link as a button', () => {
    const { html } = renderMail({ title: 'x', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } });
    expect(html).not.toContain('href="javascript:');
  });

  it('uses the given footer or the default one', () => {
    expect(renderMail({ title: 't', paragraphs: [], footer: 'Unsubscribe: x' }).text).toMatch(/Unsubscribe: x$/);
    expect(mail.text).toMatch(/Lexchange/);
  });
});
