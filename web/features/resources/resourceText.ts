/**
 * Staff write a resource in the messages' light formatting (**bold**, *italic*, lists, [links](https://…)) plus
 * "## " and "### " headings; it is stored as HTML. Editing turns the stored HTML back into that text.
 */
import { markdownToHtml } from '../../lib/richText';

export function resourceTextToHtml(source: string): string {
  const blocks: string[] = [];
  let pending: string[] = [];
  const flush = () => {
    const html = markdownToHtml(pending.join('\n'));
    if (html) blocks.push(html);
    pending = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{2,3})\s+(.+)$/.exec(line.trim());
    if (line.trim() === '---') {
      flush();
      blocks.push('<hr>');
    } else if (heading) {
      flush();
      const level = heading[1]!.length;
      // The heading's text goes through the same inline formatting as a paragraph, then loses the <p>.
      blocks.push(`<h${level}>${markdownToHtml(heading[2]!).replace(/^<p>|<\/p>$/g, '')}</h${level}>`);
    } else pending.push(line);
  }
  flush();
  return blocks.join('\n');
}

function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = Array.from(node.childNodes).map(inlineText).join('');
  switch (node.tagName.toLowerCase()) {
    case 'strong':
    case 'b':
      return `**${inner}**`;
    case 'em':
    case 'i':
      return `*${inner}*`;
    case 'a':
      return node.getAttribute('href') ? `[${inner}](${node.getAttribute('href')})` : inner;
    case 'br':
      return '\n';
    default:
      return inner;
  }
}

/** The stored HTML as the text staff edit: blocks separated by blank lines. */
export function htmlToResourceText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: string[] = [];
  for (const node of Array.from(doc.body.childNodes)) {
    if (!(node instanceof Element)) {
      const text = (node.textContent ?? '').trim();
      if (text) blocks.push(text);
      continue;
    }
    const tag = node.tagName.toLowerCase();
    if (tag === 'h1' || tag === 'h2') blocks.push(`## ${inlineText(node).trim()}`);
    else if (/^h[3-6]$/.test(tag)) blocks.push(`### ${inlineText(node).trim()}`);
    else if (tag === 'ul' || tag === 'ol')
      blocks.push(
        Array.from(node.children)
          .map((item, index) => `${tag === 'ol' ? `${index + 1}.` : '-'} ${inlineText(item).trim()}`)
          .join('\n'),
      );
    else if (tag === 'hr') blocks.push('---');
    else blocks.push(inlineText(node).trim());
  }
  return blocks.filter(Boolean).join('\n\n');
}

/** A template as a Word document (Word opens HTML saved as .doc), so a lawyer can fill it in. */
export function templateAsWordFile(title: string, html: string): Blob {
  const escaped = title.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char]!);
  const document = `<html><head><meta charset="utf-8"><title>${escaped}</title></head><body style="font-family: 'Times New Roman', serif; font-size: 12pt"><h1>${escaped}</h1>${html}</body></html>`;
  return new Blob([document], { type: 'application/msword' });
}

export const wordFileName = (title: string) =>
  `${
    title
      .replace(/[^\w\s-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'template'
  }.doc`;
