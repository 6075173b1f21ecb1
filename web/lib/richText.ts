/**
 * The light formatting of the chat composer and the other rich-text fields: the member writes plain text with **bold**,
 * *italic*, "- " and "1. " lists and [links](https://…); it goes to the server as HTML (which the server sanitises, and
 * the screen sanitises again).
 */
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
      const decoded = url.replace(/&amp;/g, '&');
      return SAFE_URL.test(decoded) ? `<a href="${url}" title="${url}">${label}</a>` : whole;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*(?!\*)/g, '$1<em>$2</em>');
}

export function markdownToHtml(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').trim().split('\n');
  const html: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) html.push(`<p>${paragraph.join('<br>')}</p>`);
    paragraph = [];
  };
  const closeList = () => {
    if (list) html.push(`</${list}>`);
    list = null;
  };
  for (const line of lines) {
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const kind = bullet ? 'ul' : 'ol';
      if (list !== kind) {
        closeList();
        html.push(`<${kind}>`);
        list = kind;
      }
      html.push(`<li>${inline(item[1]!)}</li>`);
    } else if (line.trim() === '') {
      flushParagraph();
      closeList();
    } else {
      closeList();
      paragraph.push(inline(line));
    }
  }
  flushParagraph();
  closeList();
  return html.join('');
}

/** Wraps the selection of a textarea value in a marker (toolbar buttons); returns the new value and selection. */
export function wrapSelection(value: string, start: number, end: number, before: string, after = before, placeholder = 'text') {
  const selected = value.slice(start, end) || placeholder;
  const next = `${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`;
  return { value: next, start: start + before.length, end: start + before.length + selected.length };
}

/** Starts each selected line (or the current one) with a list marker. */
export function prefixLines(value: string, start: number, end: number, numbered: boolean) {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end) === -1 ? value.length : value.indexOf('\n', end);
  const block = value
    .slice(lineStart, lineEnd)
    .split('\n')
    .map((line, index) => `${numbered ? `${index + 1}.` : '-'} ${line}`)
    .join('\n');
  const next = `${value.slice(0, lineStart)}${block}${value.slice(lineEnd)}`;
  return { value: next, start: lineStart, end: lineStart + block.length };
}

const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);

function inlineMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s*\n\s*/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = [...node.childNodes].map(inlineMarkup).join('');
  switch (node.tagName) {
    case 'STRONG':
    case 'B':
      return inner.trim() ? `**${inner}**` : inner;
    case 'EM':
    case 'I':
      return inner.trim() ? `*${inner}*` : inner;
    case 'A': {
      const href = node.getAttribute('href') ?? '';
      return href && SAFE_URL.test(href) ? `[${inner}](${href})` : inner;
    }
    case 'BR':
      return '\n';
    default:
      return inner;
  }
}

/**
 * The reverse of markdownToHtml, for editing stored rich text (a listing's description) in the same light markup as
 * the message composer: paragraphs, line breaks, bold, italic, lists and links; any other tag keeps only its text.
 * markdownToHtml(htmlToMarkdown(html)) gives back html for anything markdownToHtml wrote.
 */
export function htmlToMarkdown(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  const blocks: string[] = [];
  let loose = '';
  const push = (text: string) => {
    const trimmed = text.replace(/^\n+|\n+$/g, '').trim();
    if (trimmed) blocks.push(trimmed);
  };
  for (const node of [...body.childNodes]) {
    if (node instanceof Element && (node.tagName === 'UL' || node.tagName === 'OL')) {
      push(loose);
      loose = '';
      const numbered = node.tagName === 'OL';
      const items = [...node.children].filter((child) => child.tagName === 'LI');
      blocks.push(
        items.map((item, index) => `${numbered ? `${index + 1}.` : '-'} ${inlineMarkup(item).replace(/\n/g, ' ').trim()}`).join('\n'),
      );
    } else if (node instanceof Element && BLOCKS.has(node.tagName)) {
      push(loose);
      loose = '';
      push(inlineMarkup(node));
    } else {
      loose += inlineMarkup(node);
    }
  }
  push(loose);
  return blocks.join('\n\n');
}
