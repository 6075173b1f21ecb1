/**
 * What the server writes into index.html for the first screen (server/platform/http/spa-shell.ts). The Vite dev
 * server and a static copy of the file write nothing, and then the app asks the API as before.
 */

/** Whether the browser sent a session cookie with the page: without one nobody is logged in. */
export type SessionCookieHint = 'none' | 'present' | 'unknown';

export function sessionCookieHint(doc: Document = document): SessionCookieHint {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="lexchange-session"]')?.content;
  return content === 'none' || content === 'present' ? content : 'unknown';
}

/** The public configuration (GET /config's body) the page came with, or null. */
export function inlineConfig<T>(doc: Document = document): T | null {
  const text = doc.getElementById('lexchange-config')?.textContent?.trim();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}
