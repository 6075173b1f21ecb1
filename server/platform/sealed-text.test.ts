import { describe, expect, it } from 'vitest';
import { openText, sealingKey, sealText } from './sealed-text';

describe('sealed text', () => {
  const key = sealingKey('a session secret of some length', 'lexchange.test');

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = sealText(key, 'Acme Holdings\nBeta LLC', 'deal:1:seller');
    const second = sealText(key, 'Acme Holdings\nBeta LLC', 'deal:1:seller');
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(Buffer.from(first.ciphertext, 'base64').toString('utf8')).not.toContain('Acme');
    expect(openText(key, first, 'deal:1:seller')).toBe('Acme Holdings\nBeta LLC');
  });

  it('refuses another row, another key or a changed ciphertext', () => {
    const sealed = sealText(key, 'secret names', 'deal:1:seller');
    expect(() => openText(key, sealed, 'deal:2:seller')).toThrow();
    expect(() => openText(sealingKey('a session secret of some length', 'another.label'), sealed, 'deal:1:seller')).toThrow();
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openText(key, { ...sealed, ciphertext: flipped.toString('base64') }, 'deal:1:seller')).toThrow();
  });
});
