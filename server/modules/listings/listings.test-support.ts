import type { TestApp } from '../../test/app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import type { NewListingRow } from './listings.table';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The actors of most listings tests, each with a logged-in session. */
export async function listingActors(t: TestApp) {
  const db = t.database.db;
  const seller = await buildUser(db, { userType: 'selling' });
  const otherSeller = await buildUser(db, { userType: 'selling' });
  const buyer = await buildUser(db, { userType: 'buying' });
  const admin = await buildAdmin(db);
  return {
    seller: { user: seller, headers: await t.loginAs(seller.id) },
    otherSeller: { user: otherSeller, headers: await t.loginAs(otherSeller.id) },
    buyer: { user: buyer, headers: await t.loginAs(buyer.id) },
    admin: { user: admin, headers: await t.loginAs(admin.id) },
  };
}

export function caller(t: TestApp, headers: Record<string, string>) {
  return (method: Method, url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
}

export const listingOf = (t: TestApp, owner: { id: number }, overrides: Partial<NewListingRow> = {}) =>
  buildListing(t.database.db, { owner, ...overrides });

/** A multipart body with the given files (and fields). */
export function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----lexchange${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest bytes that file-type recognises as each format. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
  csv: Buffer.from('year,revenue\n2023,900000\n2024,950000\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};
