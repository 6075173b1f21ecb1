import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_LIMIT, type OutboxMail, type OutboxMailSummary, type OutboxText } from '../../../contracts/outbox/route-schemas';
import { parseEml } from './read-eml';

const NAME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)-(\d+)-(\d+)$/;

/** The outbox's files of one extension, newest first (by the time in their name, then their sequence), as ids. */
async function newestIds(dir: string, extension: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // nothing sent yet: the transport makes the folder with its first message
  }
  const ids = names.filter((name) => name.endsWith(extension)).map((name) => name.slice(0, -extension.length));
  const key = (id: string) => NAME.exec(id);
  return ids
    .filter((id) => key(id) !== null)
    .sort((a, b) => {
      const [, ...left] = key(a)!;
      const [, ...right] = key(b)!;
      return right.slice(0, 4).join().localeCompare(left.slice(0, 4).join()) || Number(right[5]) - Number(left[5]);
    });
}

/** When the message was written, from its file name (`2026-11-27T20-54-09-123Z-…` → the ISO time). */
const sentAt = (id: string) => id.replace(NAME, '$1:$2:$3.$4');

async function readMail(dir: string, id: string): Promise<OutboxMail | null> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, `${id}.eml`), 'utf8');
  } catch {
    return null;
  }
  return { id, sent_at: sentAt(id), ...parseEml(raw) };
}

export async function listOutboxMails(dir: string): Promise<{ messages: OutboxMailSummary[]; total: number; limit: number }> {
  const ids = await newestIds(dir, '.eml');
  const mails = await Promise.all(ids.slice(0, OUTBOX_LIMIT).map((id) => readMail(dir, id)));
  const messages = mails.filter((mail) => mail !== null).map(({ id, to, subject, sent_at }) => ({ id, to, subject, sent_at }));
  return { messages, total: ids.length, limit: OUTBOX_LIMIT };
}

/** One e-mail; the id is checked against the file-name pattern by the route, so it never leaves the folder. */
export const showOutboxMail = (dir: string, id: string): Promise<OutboxMail | null> => readMail(dir, id);

async function readText(dir: string, id: string): Promise<OutboxText | null> {
  try {
    const text = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as { to: string; body: string; sent_at?: string };
    return { id, to: text.to, body: text.body, sent_at: text.sent_at ?? sentAt(id) };
  } catch {
    return null; // being written at this moment, or removed
  }
}

export async function listOutboxTexts(dir: string): Promise<{ messages: OutboxText[]; total: number; limit: number }> {
  const ids = await newestIds(dir, '.json');
  const texts = await Promise.all(ids.slice(0, OUTBOX_LIMIT).map((id) => readText(dir, id)));
  return { messages: texts.filter((text) => text !== null), total: ids.length, limit: OUTBOX_LIMIT };
}
