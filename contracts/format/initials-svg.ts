import { avatarColour, initialsOf } from './avatar';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * A square SVG of the name's initials in white on the name's colour; only the initials from the name go in. The server
 * answers it at /api/avatars/initials.svg; the browser builds the same image itself, with no request.
 */
export function initialsSvg(name: string): string {
  const initials = escapeXml(initialsOf(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
    `<rect width="128" height="128" fill="${avatarColour(name)}"/>` +
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif" font-size="52" font-weight="600">' +
    `${initials}</text></svg>`
  );
}
