import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../../../contracts/outbox/route-schemas';
import { queryClient } from '../../../app/queryClient';
import { renderScreen } from '../../../test/renderScreen';
import { stubApi } from '../../../test/stubApi';
import { MAIL_FRAME_POLICY, mailDocument } from './mailDocument';
import OutboxScreen from './OutboxScreen';

beforeEach(() => queryClient.clear());

const LINK = 'http://localhost:3000/api/auth/email/verify/7/abc?expires=1&signature=def';
const verification: OutboxMail = {
  id: '2026-11-27T20-54-09-123Z-42-2',
  from: 'Lexchange <no-reply@lexchange.local>',
  to: 'nora@firm.test',
  subject: 'Verify your e-mail address',
  sent_at: '2026-11-27T20:54:09.123Z',
  text: `Hello Nora,\nOpen ${LINK} to verify.`,
  html: `<!DOCTYPE html><html><head><title>Verify</title></head><body><a href="${LINK}">Verify</a><script>alert(1)</script></body></html>`,
  attachments: [],
};
const older = {
  id: '2026-11-27T20-50-00-000Z-42-1',
  to: 'old@firm.test',
  subject: 'Reset your password',
  sent_at: '2026-11-27T20:50:00.000Z',
};

function stubOutbox(channels: { mail: boolean; sms: boolean }) {
  return stubApi({
    'GET /outbox': { data: channels },
    'GET /outbox/mail': { data: { messages: [verification, older], total: 2, limit: 200 } },
    [`GET /outbox/mail/${verification.id}`]: { data: verification },
    'GET /outbox/sms': {
      data: {
        messages: [{ id: 's1', to: '+15553010001', body: 'Your Lexchange code is 482913.', sent_at: verification.sent_at }],
        total: 1,
        limit: 200,
      },
    },
  });
}

describe('Admin → Outbox', () => {
  it('lists the newest e-mail first and shows it in a frame that runs no script, with the text part’s link', async () => {
    stubOutbox({ mail: true, sms: true });
    renderScreen('/admin/outbox', '/admin/outbox', OutboxScreen);
    const list = await screen.findByRole('list', { name: 'E-mails, newest first' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Verify your e-mail address'),
      expect.stringContaining('Reset your password'),
    ]);
    expect(items[0]!.textContent).toContain('nora@firm.test');

    await userEvent.click(items[0]!);
    const frame = await screen.findByTitle('The e-mail “Verify your e-mail address”');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame.getAttribute('srcdoc')).toContain(`<head><meta http-equiv="Content-Security-Policy" content="${MAIL_FRAME_POLICY}">`);
    expect(screen.getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
  });

  it('finds a recipient’s e-mails, in any case, and says when none is among the newest', async () => {
    stubOutbox({ mail: true, sms: false });
    renderScreen('/admin/outbox', '/admin/outbox', OutboxScreen);
    const search = await screen.findByLabelText('Find by recipient');
    await userEvent.type(search, 'OLD@');
    const list = screen.getByRole('list', { name: 'E-mails, newest first' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Reset your password')]);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody@');
    expect(screen.queryByRole('list', { name: 'E-mails, newest first' })).toBeNull();
    screen.getByText('No e-mail to that recipient among the newest.');
  });

  it('lists the texts with their phone and code', async () => {
    stubOutbox({ mail: true, sms: true });
    renderScreen('/admin/outbox', '/admin/outbox', OutboxScreen);
    await userEvent.click(await screen.findByRole('button', { name: 'Texts' }));
    const list = await screen.findByRole('list', { name: 'Texts, newest first' });
    expect(list.textContent).toContain('+15553010001');
    expect(list.textContent).toContain('Your Lexchange code is 482913.');
  });

  it('says there is no outbox when nothing is written to it', async () => {
    stubApi({});
    renderScreen('/admin/outbox', '/admin/outbox', OutboxScreen);
    await screen.findByRole('heading', { name: 'There is no outbox' });
  });
});

describe('mailDocument', () => {
  it('puts the policy first in an e-mail’s own head', () => {
    expect(mailDocument('<html><head lang="en"><title>x</title></head><body>Hi</body></html>')).toBe(
      `<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="${MAIL_FRAME_POLICY}"><base target="_blank"><title>x</title></head><body>Hi</body></html>`,
    );
  });

  it('gives a fragment a head with the policy', () => {
    expect(mailDocument('<p>Hi</p>')).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"[^>]+><base target="_blank"><\/head><body><p>Hi<\/p><\/body><\/html>$/,
    );
  });
});
