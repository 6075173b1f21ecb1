/**
 * Reads back the .eml files the outbox mail transport writes (nodemailer's output: UTF-8, quoted-printable or base64
 * parts, RFC 2047 headers). Not a general MIME parser: it knows the shapes Lexchange's own messages take.
 */
export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: string[];
}

function splitHead(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 words; the space between two adjacent encoded words belongs to neither. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Walks the MIME tree, keeping the first text and HTML parts and the attachments' names. */
function walk(raw: string, found: { text?: string; html?: string; attachments: string[] }): void {
  const { headers, body } = splitHead(raw);
  const type = header(headers, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), found);
    }
    return;
  }
  const disposition = header(headers, 'Content-Disposition');
  if (/^attachment/i.test(disposition)) {
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? 'attachment';
    found.attachments.push(decodeHeader(name));
    return;
  }
  if (/^text\/plain/i.test(type)) found.text ??= decodeBody(headers, body);
  else if (/^text\/html/i.test(type)) found.html ??= decodeBody(headers, body);
}

export function parseEml(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const found: { text?: string; html?: string; attachments: string[] } = { attachments: [] };
  walk(raw, found);
  return {
    from: decodeHeader(header(headers, 'From')),
    to: decodeHeader(header(headers, 'To')),
    subject: decodeHeader(header(headers, 'Subject')),
    text: (found.text ?? '').trimEnd(),
    html: found.html?.trimEnd() ?? null,
    attachments: found.attachments,
  };
}
