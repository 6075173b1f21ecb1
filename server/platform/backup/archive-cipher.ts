import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An encrypted backup archive: Node's crypto, AES-256-GCM over 64 KiB chunks, the key derived from BACKUP_KEY by
 * scrypt (N = 2^17, r = 8, p = 1) with a random salt per archive.
 *
 *   header  "LXBKENC1" | log2 N, r, p, 0 | chunk size (u32) | salt (16) | nonce prefix (4) | key check (16)
 *   chunk   length (u32; top bit set on the last chunk) | ciphertext | GCM tag (16)
 *
 * Each chunk's nonce is the prefix and its index; its additional data is the whole header, its index and whether it is
 * the last. So a changed byte anywhere (header included), chunks swapped, dropped, cut short or added after the last
 * are all refused; the key check (an HMAC of a constant under a second derived key) tells a wrong key apart from a
 * modified archive. Nothing decrypted is used before the whole file has been authenticated (decryptArchive).
 */
const MAGIC = Buffer.from('LXBKENC1');
const HEADER_BYTES = 8 + 4 + 4 + 16 + 4 + 16;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const LAST = 0x8000_0000;
const SCRYPT = { log2N: 17, r: 8, p: 1 };

export class ArchiveCipherError extends Error {
  constructor(
    readonly reason: 'wrong-key' | 'modified',
    message: string,
  ) {
    super(message);
  }
}

/** Whether a file starts like an encrypted archive (a gzip archive starts 1f 8b). */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const head = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(file, { start: 0, end: MAGIC.length - 1 })
      .on('data', (chunk) => chunks.push(chunk as Buffer))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
  return head.equals(MAGIC);
}

interface Keys {
  cipher: Buffer;
  check: Buffer;
}

async function deriveKeys(secret: string, salt: Buffer, params: typeof SCRYPT): Promise<Keys> {
  const N = 2 ** params.log2N;
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, 64, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return { cipher: derived.subarray(0, 32), check: derived.subarray(32) };
}

const keyCheck = (keys: Keys) => createHmac('sha256', keys.check).update('lexchange backup key check').digest().subarray(0, 16);

function nonce(prefix: Buffer, index: number): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeBigUInt64BE(BigInt(index), 4);
  return value;
}

function additionalData(header: Buffer, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(index), 0);
  tail[8] = last ? 1 : 0;
  return Buffer.concat([header, tail]);
}

/** A stream that encrypts what is piped through it into the format above. */
export async function encryptingStream(secret: string): Promise<Transform> {
  const salt = randomBytes(16);
  const prefix = randomBytes(4);
  const keys = await deriveKeys(secret, salt, SCRYPT);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt8(SCRYPT.log2N, 8);
  header.writeUInt8(SCRYPT.r, 9);
  header.writeUInt8(SCRYPT.p, 10);
  header.writeUInt32BE(CHUNK_BYTES, 12);
  salt.copy(header, 16);
  prefix.copy(header, 32);
  keyCheck(keys).copy(header, 36);
  let index = 0;
  let pending = Buffer.alloc(0);

  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonce(prefix, index));
    cipher.setAAD(additionalData(header, index, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE((plain.length | (last ? LAST : 0)) >>> 0);
    index++;
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  };

  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending = Buffer.concat([pending, chunk]);
      // Keep the last full chunk back: only the end of the input says which chunk is the last.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(seal(pending, true));
      done();
    },
  });
}

/**
 * Decrypts `source` into `target` (a private temporary file), authenticating every chunk; throws ArchiveCipherError
 * for a wrong key or any modification. The caller uses `target` only when this resolves.
 */
export async function decryptArchive(source: string, target: string, secret: string): Promise<void> {
  const modified = (what: string) => new ArchiveCipherError('modified', `it has been modified or is damaged (${what})`);
  let buffered = Buffer.alloc(0);
  let header: Buffer | undefined;
  let keys: Keys | undefined;
  let prefix: Buffer | undefined;
  let chunkBytes = 0;
  let index = 0;
  let finished = false;

  const open = async () => {
    header = buffered.subarray(0, HEADER_BYTES);
    buffered = buffered.subarray(HEADER_BYTES);
    if (!header.subarray(0, 8).equals(MAGIC)) throw modified('not an encrypted Lexchange archive');
    const params = { log2N: header[8]!, r: header[9]!, p: header[10]! };
    chunkBytes = header.readUInt32BE(12);
    if (params.log2N < 14 || params.log2N > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 4 || chunkBytes > 1 << 24)
      throw modified('its header');
    keys = await deriveKeys(secret, header.subarray(16, 32), params);
    prefix = header.subarray(32, 36);
    if (!timingSafeEqual(keyCheck(keys), header.subarray(36, 52)))
      throw new ArchiveCipherError('wrong-key', 'the key does not open it (a wrong BACKUP_KEY or key file, or its header was modified)');
  };

  const openChunks = function* (): Generator<Buffer> {
    for (;;) {
      if (buffered.length < 4) return;
      const word = buffered.readUInt32BE(0);
      const last = (word & LAST) !== 0;
      const length = word & ~LAST;
      if (finished) throw modified('bytes after the last chunk');
      if (length > chunkBytes) throw modified(`chunk ${index}`);
      if (buffered.length < 4 + length + TAG_BYTES) return;
      const decipher = createDecipheriv('aes-256-gcm', keys!.cipher, nonce(prefix!, index));
      decipher.setAAD(additionalData(header!, index, last));
      decipher.setAuthTag(buffered.subarray(4 + length, 4 + length + TAG_BYTES));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(buffered.subarray(4, 4 + length)), decipher.final()]);
      } catch {
        throw modified(`chunk ${index} fails its authentication`);
      }
      buffered = buffered.subarray(4 + length + TAG_BYTES);
      index++;
      finished = last;
      yield plain;
    }
  };

  await pipeline(
    createReadStream(source),
    new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        buffered = Buffer.concat([buffered, chunk]);
        (async () => {
          if (!header) {
            if (buffered.length < HEADER_BYTES) return;
            await open();
          }
          for (const plain of openChunks()) this.push(plain);
        })().then(() => done(), done);
      },
      flush(done: TransformCallback) {
        if (!header) return done(modified('cut short in its header'));
        if (buffered.length > 0 || !finished) return done(modified(finished ? 'bytes after the last chunk' : 'cut short'));
        done();
      },
    }),
    createWriteStream(target, { mode: 0o600 }),
  );
}

/**
 * The backup key: BACKUP_KEY, or the first line of BACKUP_KEY_FILE; undefined when neither is set. Read from the
 * environment directly: `npm run restore` and `--verify` do not load the app's configuration.
 */
export function backupKeyFrom(
  env: { BACKUP_KEY?: string; BACKUP_KEY_FILE?: string },
  readFile: (file: string) => string,
): string | undefined {
  if (env.BACKUP_KEY && env.BACKUP_KEY_FILE) throw new Error('set BACKUP_KEY or BACKUP_KEY_FILE, not both');
  const key = env.BACKUP_KEY ?? (env.BACKUP_KEY_FILE ? readFile(env.BACKUP_KEY_FILE).split('\n')[0]!.trim() : undefined);
  if (key !== undefined && key.length < 16) throw new Error('the backup key must be at least 16 characters');
  return key;
}
