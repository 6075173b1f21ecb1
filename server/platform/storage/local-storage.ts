import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, writePrivateFile } from '../files/private-files';
import type { Storage } from './storage.types';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,300}$/;
/** Each file has a sidecar beside it holding its content type. */
export const META_SUFFIX = '.meta.json';

/** A key the app could have written: a restore accepts only these names under uploads/. */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

function resolveKey(root: string, key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(root, key);
}

/** The local default: files under DATA_DIR/uploads with a sidecar holding the content type, for the app's user only. */
export function createLocalStorage(root: string): Storage {
  // Folders this process made (or narrowed) already: a put into one writes its two files and nothing else.
  const madeFolders = new Set<string>();
  const write = async (file: string, data: Buffer, contentType: string) => {
    await writePrivateFile(file, data);
    await writePrivateFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }));
  };
  return {
    async put(key, data, contentType) {
      const file = resolveKey(root, key);
      const folder = path.dirname(file);
      if (madeFolders.has(folder)) {
        try {
          return await write(file, data, contentType);
        } catch (error) {
          // The folder went away (a restore replaced uploads/): make it again below.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      await makePrivateDir(folder);
      madeFolders.add(folder);
      await write(file, data, contentType);
    },
    async get(key) {
      const file = resolveKey(root, key);
      try {
        const info = await stat(file);
        const meta = JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8')) as { contentType: string };
        return { body: createReadStream(file), contentType: meta.contentType, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = resolveKey(root, key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
  };
}
