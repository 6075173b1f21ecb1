import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const DATA_DIR = process.env.E2E_DATA_DIR;

function outboxFiles(kind: 'mail' | 'sms', extension: string): { file: string; mtime: number }[] {
  if (!DATA_DIR) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const dir = path.join(DATA_DIR, 'outbox', kind);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ file: path.join(dir, name), mtime: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file));
}

export interface Mail {
  to: string;
  subject: string;
  /** Every text part, decoded. */
  text: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeEncodedWords(header: string): string {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitHead(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

/** The decoded text of a MIME entity: its own body, or the text parts of a multipart one. */
function decodeEntity(raw: string): string {
  const { headers, body } = splitHead(raw);
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeEntity(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (type && !/^text\//i.test(type)) return '';
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const { headers } = splitHead(raw);
  return { to: header(headers, 'To'), subject: decodeEncodedWords(header(headers, 'Subject')), text: decodeEntity(raw) };
}

/** Waits for the newest e-mail to `to` whose subject matches, sent after `since` (ms epoch) when given. */
export async function waitForMail(to: string, subject: RegExp, since = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const matches = outboxFiles('mail', '.eml')
          .filter(({ mtime }) => mtime >= since)
          .map(({ file }) => parseMail(file))
          .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject));
        found = matches.at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail that points into the app and contains `fragment`. */
export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"'<>)\]]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}":\n${mail.text}`);
  return link.replace(/&amp;/g, '&');
}

export interface Sms {
  to: string;
  body: string;
  sent_at: string;
}

/** A text from the outbox, or null while the server is still writing its file (the next poll reads it whole). */
function readSms(file: string): Sms | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Sms;
  } catch {
    return null;
  }
}

/** Waits for the newest text to a phone (its 10 or 11 digits), sent after `since` when given. */
export async function waitForSms(phoneDigits: string, since = 0): Promise<Sms> {
  let found: Sms | undefined;
  await expect
    .poll(
      () => {
        const matches = outboxFiles('sms', '.json')
          .filter(({ mtime }) => mtime >= since)
          .map(({ file }) => readSms(file))
          .filter((sms): sms is Sms => sms !== null && sms.to.replace(/\D/g, '').endsWith(phoneDigits));
        found = matches.at(-1);
        return Boolean(found);
      },
      { message: `a text to ${phoneDigits}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of a verification text. */
export function codeIn(sms: Sms): string {
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`No code in the text "${sms.body}"`);
  return code;
}
