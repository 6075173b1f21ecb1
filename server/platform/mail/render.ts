/** Renders the one Lexchange e-mail layout: inline styles and tables, because mail clients ignore <style> and flexbox. */

export interface MailContent {
  /** Inbox preview line, hidden in the body. */
  preheader?: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

const INK = '#14213d';
const ACCENT = '#c9772b';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const PAGE = '#f3f4f6';
const SANS = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SERIF = "'Source Serif 4', Georgia, 'Times New Roman', serif";
const DEFAULT_FOOTER = 'Lexchange — the marketplace where lawyers sell their law practices.';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function safeUrl(url: string): string {
  // Only web links belong in a button; anything else (javascript:, data:) is dropped rather than escaped.
  return /^https?:\/\//i.test(url) ? url : '#';
}

function renderHtml(content: MailContent): string {
  const footer = content.footer ?? DEFAULT_FOOTER;
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;" aria-hidden="true">${escapeHtml(content.preheader)}</div>`
    : '';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${TEXT};">${escapeHtml(p)}</p>`)
    .join('\n');
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:${ACCENT};">
<a href="${escapeHtml(safeUrl(content.action.url))}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:1.5;color:${MUTED};">If the button does not work, copy this link into your browser:<br>
<a href="${escapeHtml(safeUrl(content.action.url))}" style="color:${INK};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${INK};padding:20px 32px;border-bottom:3px solid ${ACCENT};">
<span style="font-family:${SERIF};font-size:22px;font-weight:600;letter-spacing:0.5px;color:#ffffff;">Lexchange</span>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:600;color:${INK};">${escapeHtml(content.title)}</h1>
${paragraphs}
${action}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;">
<p style="margin:0;font-family:${SANS};font-size:12px;line-height:1.5;color:${MUTED};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(content: MailContent): string {
  const parts = [content.title, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`, '');
  parts.push('--', content.footer ?? DEFAULT_FOOTER);
  return parts.join('\n');
}

export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}
