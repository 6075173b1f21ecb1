import { describe, expect, it } from 'vitest';
import { cleanTotpCode, groupSecret, otpauthSecret, qrImageSource, recoveryCodesText } from './twoFactor';

describe('two-factor helpers', () => {
  it('renders only SVG documents, as a data URL for an <img>', () => {
    const source = qrImageSource('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(source).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qrImageSource('<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>')).not.toBeNull();
    expect(qrImageSource('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('reads the secret from an otpauth URL', () => {
    expect(otpauthSecret('otpauth://totp/Lexchange:ada%40firm.test?secret=jbswy3dpehpk3pxp&issuer=Lexchange')).toBe('JBSWY3DPEHPK3PXP');
    expect(otpauthSecret('https://example.test/?secret=ABC')).toBeNull();
    expect(otpauthSecret('not a url')).toBeNull();
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('drops the spaces people type in codes', () => {
    expect(cleanTotpCode('123 456')).toBe('123456');
    expect(cleanTotpCode('123-456')).toBe('123456');
  });

  it('writes the recovery codes file', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], new Date('2025-05-06T12:00:00Z'));
    expect(text).toContain('Issued 2025-05-06.');
    expect(text).toContain('aaaaa-bbbbb\nccccc-ddddd');
  });
});
