import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Lexchange';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 8;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URL and its QR code as SVG, for an authenticator app. */
export async function totpQrCode(secret: string, label: string): Promise<{ svg: string; url: string }> {
  const url = totp(secret, label).toString();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { svg, url };
}

/** The time step of a valid code (one step of clock drift either way), or null. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, ISSUER).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** For tests and the setup screen's own checks. */
export const totpCode = (secret: string, now: Date) => totp(secret, ISSUER).generate({ timestamp: now.getTime() });

function randomChunk(length: number): string {
  let chunk = '';
  for (let i = 0; i < length; i++) chunk += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return chunk;
}

/** `xxxxx-xxxxx`: 10 characters of 32, 50 random bits each. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk(5)}-${randomChunk(5)}`);

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
