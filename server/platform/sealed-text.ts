/**
 * Text sealed at rest with AES-256-GCM (decision 0012). The key is derived from SESSION_SECRET with HKDF-SHA256 and
 * a label per use, so each use has its own key and the secret itself never encrypts anything. Every sealing draws a
 * fresh 96-bit IV; the additional data binds a ciphertext to the row it belongs to, so it cannot be moved to another.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface Sealed {
  ciphertext: string;
  iv: string;
  tag: string;
}

const keyCache = new Map<string, Buffer>();

export function sealingKey(secret: string, label: string): Buffer {
  const cacheKey = `${label}\u0000${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'lexchange', label, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

export function sealText(key: Buffer, plaintext: string, additionalData: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** Throws when the ciphertext, its tag or its additional data were changed. */
export function openText(key: Buffer, sealed: Sealed, additionalData: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(additionalData, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
