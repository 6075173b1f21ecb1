/**
 * What the frame shows: no script runs (the frame's sandbox has no allow-scripts, and this policy allows none), nothing
 * is fetched (no remote image tells a sender the mail was read), and links open in a new tab, outside the sandbox.
 */
export const MAIL_FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const HEAD = `<meta http-equiv="Content-Security-Policy" content="${MAIL_FRAME_POLICY}"><base target="_blank">`;

/** The e-mail's HTML as a document of its own, the policy first in its head so it covers everything after it. */
export function mailDocument(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + HEAD + html.slice(head.index + head[0].length);
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${HEAD}</head><body>${html}</body></html>`;
}

const LINK = /(https?:\/\/[^\s<>"')\]]+)/;

/** The text part in pieces, its web links marked so they can be shown as links. */
export function textWithLinks(text: string): { text: string; link: boolean }[] {
  return text
    .split(LINK)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, link: LINK.test(piece) && piece.startsWith('http') }));
}
