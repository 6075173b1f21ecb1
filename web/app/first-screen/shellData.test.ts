import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/profiles';
import { firstScreenSession, inlineConfig, inlineFirstReads, sessionCookieHint } from './shellData';

function page(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('what the server wrote into the page', () => {
  it('reads whether the browser sent a session cookie', () => {
    expect(sessionCookieHint(page('<meta name="lexchange-session" content="none">'))).toBe('none');
    expect(sessionCookieHint(page('<meta name="lexchange-session" content="present">'))).toBe('present');
    // The dev server leaves the slot as built, and any other value says nothing.
    expect(sessionCookieHint(page('<meta name="lexchange-session" content="unknown">'))).toBe('unknown');
    expect(sessionCookieHint(page('<meta name="lexchange-session" content="yes">'))).toBe('unknown');
    expect(sessionCookieHint(page(''))).toBe('unknown');
  });

  it('reads the configuration, and nothing from an empty or broken slot', () => {
    expect(inlineConfig(page('<script type="application/json" id="lexchange-config">{"app_url":"https://x.test"}</script>'))).toEqual({
      app_url: 'https://x.test',
    });
    expect(inlineConfig(page('<script type="application/json" id="lexchange-config"></script>'))).toBeNull();
    expect(inlineConfig(page('<script type="application/json" id="lexchange-config">{oops</script>'))).toBeNull();
    expect(inlineConfig(page('<script type="application/json" id="lexchange-config">42</script>'))).toBeNull();
  });

  it('reads the answers a server-rendered first screen was drawn from, and the session among them', () => {
    const user = buildProfile();
    const reads = { '/api/profile': user, '/api/impersonate/check': { is_impersonating: true }, '/api/listings?page=1': { data: [] } };
    const parsed = inlineFirstReads(page(`<script type="application/json" id="lexchange-first-reads">${JSON.stringify(reads)}</script>`));
    expect(parsed).toEqual(reads);
    expect(firstScreenSession(parsed!)).toEqual({ user, isImpersonating: true });
    expect(firstScreenSession({ '/api/profile': user })).toEqual({ user, isImpersonating: false });
    expect(firstScreenSession({ '/api/impersonate/check': { is_impersonating: true } })).toBeNull();
    expect(inlineFirstReads(page(''))).toBeNull();
    expect(inlineFirstReads(page('<script type="application/json" id="lexchange-first-reads">{oops</script>'))).toBeNull();
  });
});
