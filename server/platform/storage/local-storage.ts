import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.types';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,300}$/;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(root, key);
}

/** The local default: files under DATA_DIR/uploads with a sidecar holding the content type. */
export function createLocalStorage(root: string): Storage {
  return {
    async put(key, data, contentType) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    },
    async get(key) {
      const file = resolveKey(root, key);
      try {
        const info = await stat(file);
        const meta = JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as { contentType: string };
        return { body: createReadStream(file), contentType: meta.contentType, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = resolveKey(root, key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
  };
}
