import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveCipherError, backupKeyFrom, decryptArchive, encryptingStream, isEncryptedArchive } from './archive-cipher';

const KEY = 'correct horse battery staple';
let work: string;
/** Three full chunks and a part, so chunk order and the last-chunk flag are exercised. */
const plain = randomBytes(3 * 64 * 1024 + 1234);
let sealed: Buffer;

async function encrypt(data: Buffer, key = KEY): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from([data.subarray(0, 1000), data.subarray(1000)]).pipe(await encryptingStream(key)))
    parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function open(data: Buffer, key = KEY): Promise<Buffer> {
  const source = path.join(work, `in-${randomBytes(4).toString('hex')}`);
  const target = `${source}.out`;
  await writeFile(source, data);
  await decryptArchive(source, target, key);
  return readFile(target);
}

async function refusal(data: Buffer, key = KEY): Promise<ArchiveCipherError> {
  const error = await open(data, key).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveCipherError);
  return error as ArchiveCipherError;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'lexchange-cipher-'));
  sealed = await encrypt(plain);
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the encrypted archive format', () => {
  it('round-trips, and hides the content', async () => {
    expect(await open(sealed)).toEqual(plain);
    expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    expect(await open(await encrypt(Buffer.alloc(0)))).toEqual(Buffer.alloc(0));
    await writeFile(path.join(work, 'sealed'), sealed);
    expect(await isEncryptedArchive(path.join(work, 'sealed'))).toBe(true);
  });

  it('tells a wrong key apart from a modified archive', async () => {
    expect((await refusal(sealed, 'another key entirely')).reason).toBe('wrong-key');
  });

  it('refuses a changed byte anywhere: header, length, ciphertext, tag', async () => {
    // Magic, scrypt parameters, chunk size, salt, nonce prefix, first length, first ciphertext, a tag, the last chunk.
    for (const at of [0, 9, 13, 20, 33, 53, 60, 52 + 4 + 64 * 1024 + 3, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at]! ^= 0x01;
      const error = await refusal(changed);
      expect(error.reason, `byte ${at}`).toMatch(/modified|wrong-key/);
    }
    // The key check itself changed reads as a wrong key: it is what the key check is for.
    const keyCheck = Buffer.from(sealed);
    keyCheck[40]! ^= 0x01;
    expect((await refusal(keyCheck)).reason).toBe('wrong-key');
  });

  it('refuses chunks swapped, the end cut off, or bytes added after the last chunk', async () => {
    const record = 4 + 64 * 1024 + 16;
    const head = sealed.subarray(0, 52);
    const first = sealed.subarray(52, 52 + record);
    const second = sealed.subarray(52 + record, 52 + 2 * record);
    const rest = sealed.subarray(52 + 2 * record);
    expect((await refusal(Buffer.concat([head, second, first, rest]))).message).toMatch(/chunk 0 fails its authentication/);
    expect((await refusal(sealed.subarray(0, 52 + 3 * record))).message).toMatch(/cut short/);
    expect((await refusal(sealed.subarray(0, sealed.length - 5))).message).toMatch(/cut short/);
    expect((await refusal(sealed.subarray(0, 30))).message).toMatch(/cut short in its header/);
    expect((await refusal(Buffer.concat([sealed, Buffer.from([0])]))).message).toMatch(/after the last chunk/);
  });

  it('takes the key from BACKUP_KEY or the first line of BACKUP_KEY_FILE, at least 16 characters', () => {
    const files: Record<string, string> = { '/keys/backup': 'from-the-file-0123456789\nignored\n' };
    expect(backupKeyFrom({}, () => '')).toBeUndefined();
    expect(backupKeyFrom({ BACKUP_KEY: KEY }, () => '')).toBe(KEY);
    expect(backupKeyFrom({ BACKUP_KEY_FILE: '/keys/backup' }, (file) => files[file]!)).toBe('from-the-file-0123456789');
    expect(() => backupKeyFrom({ BACKUP_KEY: 'short' }, () => '')).toThrow(/at least 16/);
    expect(() => backupKeyFrom({ BACKUP_KEY: KEY, BACKUP_KEY_FILE: '/keys/backup' }, () => '')).toThrow(/not both/);
  });
});
