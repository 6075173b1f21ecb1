import { buffer } from 'node:stream/consumers';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

let root: string;
let umaskBefore: number;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lexchange-local-storage-'));
  umaskBefore = process.umask(0o000);
});
afterEach(async () => {
  process.umask(umaskBefore);
  await rm(root, { recursive: true, force: true });
});

const mode = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);
const read = async (storage: ReturnType<typeof createLocalStorage>, key: string) => {
  const stored = await storage.get(key);
  return stored ? { text: (await buffer(stored.body)).toString(), type: stored.contentType } : null;
};

describe('the local storage', () => {
  it('writes new files for the app user only, even under umask 000, and narrows a file it overwrites', async () => {
    const storage = createLocalStorage(root);
    await storage.put('documents/a.pdf', Buffer.from('first'), 'application/pdf');
    expect(await mode(path.join(root, 'documents/a.pdf'))).toBe('600');
    expect(await mode(path.join(root, 'documents/a.pdf.meta.json'))).toBe('600');
    expect(await mode(path.join(root, 'documents'))).toBe('700');

    await chmod(path.join(root, 'documents/a.pdf'), 0o644);
    await storage.put('documents/a.pdf', Buffer.from('second'), 'text/plain');
    expect(await mode(path.join(root, 'documents/a.pdf'))).toBe('600');
    expect(await read(storage, 'documents/a.pdf')).toEqual({ text: 'second', type: 'text/plain' });
  });

  it('makes a folder again when it went away after a first write into it', async () => {
    const storage = createLocalStorage(root);
    await storage.put('documents/a.pdf', Buffer.from('a'), 'application/pdf');
    await rm(path.join(root, 'documents'), { recursive: true });
    await storage.put('documents/b.pdf', Buffer.from('b'), 'application/pdf');
    expect(await read(storage, 'documents/b.pdf')).toEqual({ text: 'b', type: 'application/pdf' });
    expect(await mode(path.join(root, 'documents'))).toBe('700');
  });
});
