import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { list } from 'tar';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScheduledBackup } from '../backup/backup.jobs';
import { readArchive } from '../backup/read-archive';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { multipartParts, SAMPLE_FILES } from '../../test/http';
import { marketplace } from '../../test/marketplace';
import { signNda } from '../../test/nda';
import { useS3Server } from '../../test/s3-server';
import { useTestApp } from '../../test/use-test-app';
import { chatClient } from '../../modules/chats/chats.test-support';
import { samplePdf } from '../../modules/listings/data-room.test-support';

// The app's files on a real S3-protocol server (s3rver) instead of DATA_DIR/uploads: every kind of file the app
// stores goes into the bucket through the SDK, comes back byte for byte through the app's authorised download,
// leaves the bucket when the app deletes it, and a key the bucket lost answers 404, never a 500.
const s3 = useS3Server();
const t = useTestApp({}, s3.env);
let backupDir = '';
beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-s3-backups-'));
});

const upload = (url: string, headers: Record<string, string>, parts: Parameters<typeof multipartParts>[0]) => {
  const form = multipartParts(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const download = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const newKeys = async (before: string[]) => (await s3.keys()).filter((key) => !before.includes(key));

describe('files on an S3-protocol server', () => {
  it('keeps a data-room file in the bucket, serves it to its seller, and removes it with the file', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const headers = await t.loginAs(seller.id);
    const listing = await buildListing(t.database.db, { owner: seller });
    const pdf = await samplePdf();
    const before = await s3.keys();
    const res = await upload(`/api/listings/${listing.id}/files`, headers, [
      { name: 'financials_ready[]', filename: 'pnl.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().confidential.media;
    const [key] = await newKeys(before);
    expect(key).toMatch(new RegExp(`^listings/${listing.id}/`));

    const got = await download(file.url, headers);
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(got.rawPayload.equals(pdf)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: file.url, headers })).statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(key);
  });

  it('keeps message attachments in the bucket for the chat’s members only', async () => {
    const m = await marketplace(t);
    const chats = chatClient(t);
    await signNda(t, m.as.buyer, m.listing.id);
    const chatId: number = (await chats.requestMatch(m.as.buyer, m.listing.id)).json().id;
    const before = await s3.keys();
    const sent = await chats.sendMultipart(m.as.buyer, {
      chat_id: String(chatId),
      body: 'Our figures',
      'attachments[]': { filename: 'figures.png', data: SAMPLE_FILES.png, contentType: 'image/png' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await newKeys(before)).toEqual([expect.stringMatching(/^messages\//)]);
    const [attachment] = sent.json().attachments;
    const got = await download(attachment.url, m.as.seller);
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'image/png']);
    expect(got.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await download(attachment.url, stranger)).statusCode).toBe(404);
  });

  it('keeps verification documents in the bucket, opened by staff', async () => {
    const member = await buildUser(t.database.db);
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    const before = await s3.keys();
    const res = await upload('/api/verifications', await t.loginAs(member.id), [
      { name: 'level', data: 'VLP' },
      { name: 'funds_amount', data: '$1,250,000' },
      { name: 'documents[]', filename: 'letter.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(201);
    expect(await newKeys(before)).toHaveLength(1);
    const submission = res.json();
    const got = await download(`/api/verifications/${submission.id}/documents/${submission.documents[0].id}`, staff);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('keeps a resource’s file in the bucket and deletes it with the resource', async () => {
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    const seller = await t.loginAs((await buildUser(t.database.db, { userType: 'selling' })).id);
    const before = await s3.keys();
    const fields = {
      title: 'Preparing your client notice',
      summary: 'What a selling lawyer tells clients.',
      audience: 'seller',
      kind: 'template',
      category: 'Ethics and client notice',
      body: '<p>Give written notice.</p>',
    };
    const res = await upload('/api/resources', staff, [
      ...Object.entries(fields).map(([name, data]) => ({ name, data })),
      { name: 'file', filename: 'client-notice.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(201);
    const [key] = await newKeys(before);
    expect(key).toBeDefined();
    const got = await download(`/api/resources/${res.json().id}/file`, seller);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/resources/${res.json().id}`, headers: staff })).statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(key);
  });

  it('keeps a deal-room document (a signed NDA) in the bucket and serves its PDF to the signer', async () => {
    const m = await marketplace(t);
    const before = await s3.keys();
    const signed = await signNda(t, m.as.buyer, m.listing.id);
    expect(signed.statusCode).toBe(201);
    expect((await newKeys(before)).length).toBeGreaterThan(0);
    const got = await download(`/api/documents/${signed.json().id}/pdf`, m.as.buyer);
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 (not 500) for a file whose object the bucket no longer has', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const headers = await t.loginAs(seller.id);
    const listing = await buildListing(t.database.db, { owner: seller });
    const before = await s3.keys();
    const res = await upload(`/api/listings/${listing.id}/files`, headers, [
      { name: 'financials_ready[]', filename: 'revenue.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    const [key] = await newKeys(before);
    const url: string = res.json().confidential.media[0].url;
    expect((await download(url, headers)).statusCode).toBe(200);
    await s3.remove(key!);
    expect((await download(url, headers)).statusCode).toBe(404);
  });

  it('backs up the database and names the bucket instead of copying its files', async () => {
    const result = await runScheduledBackup({
      ...t.deps,
      config: { ...t.deps.config, backup: { ...t.deps.config.backup, dir: backupDir } },
    });
    try {
      const manifest = await readArchive(result.file);
      expect(manifest.uploads).toEqual({ kind: 's3', bucket: 'lexchange-files' });
      const entries: string[] = [];
      await list({ file: result.file, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toContain('UPLOADS-IN-S3.txt');
      expect(entries.filter((entry) => entry.startsWith('uploads'))).toEqual([]);
      expect((await s3.keys()).length).toBeGreaterThan(0); // the files stay where they are
    } finally {
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
