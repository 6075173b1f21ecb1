import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS } from '../../../contracts/format/avatar';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const avatar = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/avatars/initials.svg${query}`, headers });

/** Parses the body as XML (throws on anything malformed) and returns the SVG root. */
function svgOf(body: string) {
  return new JSDOM(body, { contentType: 'image/svg+xml' }).window.document.documentElement;
}

describe('GET /api/avatars/initials.svg', () => {
  it('draws the initials on a colour from the palette, as a cacheable SVG, for a visitor', async () => {
    const res = await avatar('?name=Jane%20Doe');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = svgOf(res.body);
    expect(svg.localName).toBe('svg');
    expect(svg.querySelector('text')?.textContent).toBe('JD');
    expect(AVATAR_COLOURS).toContain(svg.querySelector('rect')?.getAttribute('fill'));
  });

  it('gives the same image for the same name and answers a matching ETag with 304', async () => {
    const first = await avatar('?name=Jane%20Doe');
    const second = await avatar('?name=jane%20%20doe');
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const cached = await avatar('?name=Jane%20Doe', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('picks the colour from the name', async () => {
    const fills = new Set<string>();
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth']) {
      fills.add(
        svgOf((await avatar(`?name=${encodeURIComponent(name)}`)).body)
          .querySelector('rect')!
          .getAttribute('fill')!,
      );
    }
    expect(fills.size).toBeGreaterThan(1);
  });

  it('keeps markup in the name out of the image', async () => {
    const name = '<script>alert(1)</script> "onload=alert(1) \'&amp; </svg><svg onload=alert(1)>';
    const res = await avatar(`?name=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script|onload|<\/svg><svg/i);
    const svg = svgOf(res.body);
    expect(svg.querySelectorAll('*').length).toBe(2);
    expect(svg.querySelector('text')?.textContent).toBe('SO');
  });

  it('shows only the initials, never the name', async () => {
    const res = await avatar(`?name=${encodeURIComponent('Zoë Ångström-Öberg')}`);
    expect(svgOf(res.body).querySelector('text')?.textContent).toBe('ZÅ');
    expect(res.body).not.toContain('Zoë');
  });

  it('draws a question mark for a name without letters or digits', async () => {
    const res = await avatar(`?name=${encodeURIComponent('*** ---')}`);
    expect(svgOf(res.body).querySelector('text')?.textContent).toBe('?');
  });

  it.each([
    ['', 'The name field is required.'],
    ['?name=', 'The name field is required.'],
    ['?name=%20%20', 'The name field is required.'],
    [`?name=${'a'.repeat(256)}`, 'The name field must not be greater than 255 characters.'],
  ])('refuses %j with 422', async (query, message) => {
    const res = await avatar(query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { name: [message] } });
  });
});
