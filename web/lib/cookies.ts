/** Reads and clears the cookies the browser may see (the session cookie itself is HttpOnly and invisible here). */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}

/**
 * Expires every copy of a cookie we could have been given: on `/`, on the current path and its parents,
 * with and without the host's parent domain — a stale copy on a narrower path would otherwise win.
 */
export function clearCookie(name: string): void {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
  const paths = new Set<string>(['/']);
  const segments = window.location.pathname.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i += 1) paths.add(`/${segments.slice(0, i).join('/')}`);
  paths.add('/api');
  const host = window.location.hostname;
  const domains = [undefined, host, host.includes('.') ? `.${host.split('.').slice(-2).join('.')}` : undefined];
  for (const path of paths) {
    for (const domain of domains) {
      document.cookie = `${expired}; path=${path}${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
