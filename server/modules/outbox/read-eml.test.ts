import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseEml } from './read-eml';

async function compose(message: nodemailer.SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return ((await transport.sendMail({ from: 'Lexchange <no-reply@lexchange.local>', ...message })).message as Buffer).toString('utf8');
}

describe('reading back an outbox e-mail', () => {
  it('decodes a long UTF-8 subject, both parts and an attachment’s name', async () => {
    const link = 'http://localhost:3000/verify-email/7/abc?expires=1&signature=xyz';
    const raw = await compose({
      to: 'new@example.com',
      subject: 'Vérifiez — your e-mail address, a subject long enough to be folded over several lines ✓',
      text: `Hello Zoë,\nOpen ${link} to verify. ${'more words '.repeat(20)}`,
      html: `<p>Hello Zoë, <a href="${link.replace('&', '&amp;')}">verify</a></p>`,
      attachments: [{ filename: 'call.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    });
    const mail = parseEml(raw);
    expect(mail).toMatchObject({
      from: 'Lexchange <no-reply@lexchange.local>',
      to: 'new@example.com',
      subject: 'Vérifiez — your e-mail address, a subject long enough to be folded over several lines ✓',
      attachments: ['call.ics'],
    });
    expect(mail.text).toContain(`Hello Zoë,\nOpen ${link} to verify.`);
    expect(mail.html).toBe(`<p>Hello Zoë, <a href="${link.replace('&', '&amp;')}">verify</a></p>`);
  });

  it('gives a text-only e-mail no HTML', async () => {
    const mail = parseEml(await compose({ to: 'a@example.com', subject: 'Plain', text: 'Just text.' }));
    expect(mail).toMatchObject({ subject: 'Plain', text: 'Just text.', html: null, attachments: [] });
  });
});
