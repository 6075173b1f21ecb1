/** Pure helpers of the two-factor settings: the QR image, the secret typed by hand, the recovery codes file. */

/**
 * The server's QR SVG as an <img> source. An SVG drawn by <img> runs no script and loads nothing, so the markup never
 * enters the page; anything that is not an SVG document gives null.
 */
export function qrImageSource(svg: string): string | null {
  const markup = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(markup)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** The base32 secret of an otpauth:// URL, for apps set up by typing instead of scanning. */
export function otpauthSecret(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'otpauth:') return null;
    const secret = parsed.searchParams.get('secret');
    return secret ? secret.toUpperCase() : null;
  } catch {
    return null;
  }
}

/** Groups of four, as authenticator apps show secrets: JBSW Y3DP EHPK 3PXP. */
export const groupSecret = (secret: string) => secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** Spaces and dashes people type between the digits are dropped. */
export const cleanTotpCode = (code: string) => code.replace(/[\s-]/g, '');

/** The text of the downloadable recovery codes file. */
export function recoveryCodesText(codes: readonly string[], issuedAt: Date): string {
  return [
    'Lexchange two-factor recovery codes',
    `Issued ${issuedAt.toISOString().slice(0, 10)}. Each code works once. Any earlier codes no longer work.`,
    '',
    ...codes,
    '',
  ].join('\n');
}
