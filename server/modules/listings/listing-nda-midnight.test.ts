import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { sends } from '../../test/http';
import { marketplace } from '../../test/marketplace';

let clock = new Date('2026-11-27T23:58:00Z');
const t = useTestApp({ now: () => clock });
const http = sends(t);

describe('an NDA read before midnight (UTC) and signed after it', () => {
  it('is signed as read, dated the day it was shown; a text two days old is still refused (409)', async () => {
    clock = new Date('2026-11-27T23:58:00Z');
    const m = await marketplace(t);
    const url = `/api/listings/${m.listing.id}/nda`;
    const shown = (await http.get(url, m.as.buyer)).json();
    expect(shown.text).toContain('November 27, 2026');

    clock = new Date('2026-11-28T00:03:00Z');
    expect((await http.get(url, m.as.buyer)).json().sha256).not.toBe(shown.sha256);
    const signature = { full_name: `${m.buyer.firstName} ${m.buyer.lastName}`, consent: true, sha256: shown.sha256 };
    const signed = await http.post(url, m.as.buyer, signature);
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({ status: 'signed', sha256: shown.sha256 });

    const other = await marketplace(t);
    clock = new Date('2026-11-27T23:58:00Z');
    const old = (await http.get(`/api/listings/${other.listing.id}/nda`, other.as.buyer)).json();
    clock = new Date('2026-11-29T00:03:00Z');
    const late = await http.post(`/api/listings/${other.listing.id}/nda`, other.as.buyer, {
      full_name: `${other.buyer.firstName} ${other.buyer.lastName}`,
      consent: true,
      sha256: old.sha256,
    });
    expect(late.statusCode).toBe(409);
  });
});
