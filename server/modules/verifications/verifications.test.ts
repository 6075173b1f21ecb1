import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '../../../contracts/verifications/verifications';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { multipartParts, SAMPLE_FILES } from '../../test/http';
import { signNda } from '../../test/nda';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { verificationEvents, verifications } from './verifications.table';

const t = useTestApp();

type Part = Parameters<typeof multipartParts>[0][number];
const pdf: Part = { name: 'documents[]', filename: 'letter.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf };
const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, data]) => ({ name, data }));
const nextYear = String(new Date().getUTCFullYear() + 1);
const future = `${new Date().getUTCFullYear() + 3}-06-30`;

const VALID: Record<string, Part[]> = {
  VI: [...fields({ level: 'VI', attestation: '1', id_expires_on: future }), { ...pdf, filename: 'passport.pdf' }],
  VBO: [...fields({ level: 'VBO', bar_state: 'CA', bar_number: '123456', bar_year_admitted: '2004', bar_name: 'Jane Q. Counsel' }), pdf],
  VLP: [...fields({ level: 'VLP', funds_amount: '$1,250,000' }), pdf],
};

async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.database.db, overrides);
  return { user, headers: await t.loginAs(user.id) };
}
async function staffMember() {
  const user = await buildAdmin(t.database.db);
  return { user, headers: await t.loginAs(user.id) };
}

const submit = (headers: Record<string, string>, parts: Part[]) => {
  const form = multipartParts(parts);
  return t.app.inject({ method: 'POST', url: '/api/verifications', headers: { ...headers, ...form.headers }, payload: form.payload });
};
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as string }) });
/** Staff open every document of a submission, as the review panel does. */
const openAll = async (headers: Record<string, string>, submission: { id: number; documents: { id: number }[] }) => {
  for (const document of submission.documents)
    expect((await call(headers, 'GET', `/verifications/${submission.id}/documents/${document.id}`)).statusCode).toBe(200);
};
const levelOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.verificationLevel;
const subjectsOf = async (id: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => n.subject);

describe('POST /verifications', () => {
  it.each(['VI', 'VBO', 'VLP'])('takes a %s submission with its documents, stored privately', async (level) => {
    const me = await person();
    const res = await submit(me.headers, VALID[level]!);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      level,
      status: 'submitted',
      can_withdraw: true,
      user: null,
      documents: [{ mimetype: 'application/pdf' }],
    });
    expect(JSON.stringify(body)).not.toMatch(/storage|uploads\//);
    if (level === 'VBO')
      expect(body.bar).toMatchObject({
        state: 'CA',
        number: '123456',
        year_admitted: 2004,
        lookup_url: 'https://apps.calbar.ca.gov/attorney/Licensee/Detail/123456',
      });
    if (level === 'VLP') expect(body.funds_amount).toBe(1_250_000);
    if (level === 'VI') expect([body.attested, body.id_expires_on]).toEqual([true, future]);
    const list = (await call(me.headers, 'GET', '/verifications')).json();
    expect(list.data.map((v: { id: number }) => v.id)).toEqual([body.id]);
    expect(list.level).toBe('unverified');
  });

  it.each([
    ['an unknown level', [...fields({ level: 'VXX' }), pdf], 'level'],
    ['the earned level VFL', [...fields({ level: 'VFL' }), pdf], 'level'],
    ['a missing document', fields({ level: 'VLP', funds_amount: '500000' }), 'documents'],
    [
      'letters in a digits-only bar number',
      [...fields({ level: 'VBO', bar_state: 'TX', bar_number: '24A01234', bar_year_admitted: '2004', bar_name: 'J' }), pdf],
      'bar_number',
    ],
    [
      'a year admitted in the future',
      [...fields({ level: 'VBO', bar_state: 'CA', bar_number: '123456', bar_year_admitted: nextYear, bar_name: 'J' }), pdf],
      'bar_year_admitted',
    ],
    [
      'a year admitted beyond any calendar',
      [...fields({ level: 'VBO', bar_state: 'CA', bar_number: '123456', bar_year_admitted: '1e20', bar_name: 'J' }), pdf],
      'bar_year_admitted',
    ],
    [
      'a missing bar state',
      [...fields({ level: 'VBO', bar_number: '123456', bar_year_admitted: '2004', bar_name: 'J' }), pdf],
      'bar_state',
    ],
    ['no attestation', [...fields({ level: 'VI', id_expires_on: future }), pdf], 'attestation'],
    ['an expired ID', [...fields({ level: 'VI', attestation: '1', id_expires_on: '2001-01-01' }), pdf], 'id_expires_on'],
    ['no amount', [...fields({ level: 'VLP' }), pdf], 'funds_amount'],
    ['a negative amount', [...fields({ level: 'VLP', funds_amount: '-5' }), pdf], 'funds_amount'],
  ] as const)('refuses %s with a 422 naming the field', async (_label, parts, field) => {
    const me = await person();
    const res = await submit(me.headers, [...parts]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('accepts letters where the state’s numbers have them (Michigan P-numbers)', async () => {
    const me = await person();
    const res = await submit(me.headers, [
      ...fields({ level: 'VBO', bar_state: 'MI', bar_number: 'p 12345', bar_year_admitted: '1999', bar_name: 'J' }),
      pdf,
    ]);
    expect([res.statusCode, res.json().bar?.number]).toEqual([201, 'P12345']);
  });

  it('refuses an HTML file renamed .pdf, and any type but images and PDF, by their bytes', async () => {
    const me = await person();
    const html = {
      name: 'documents[]',
      filename: 'statement.pdf',
      type: 'application/pdf',
      data: '<!doctype html><html><script>alert(1)</script></html>',
    };
    const res = await submit(me.headers, [...fields({ level: 'VLP', funds_amount: '900000' }), html]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.documents).toEqual(['statement.pdf is not a PDF or an image (PNG, JPEG or WebP).']);
    const csv = await submit(me.headers, [
      ...fields({ level: 'VLP', funds_amount: '900000' }),
      { name: 'documents[]', filename: 'funds.csv', data: SAMPLE_FILES.csv },
    ]);
    expect(csv.statusCode).toBe(422);
    const big = await submit(me.headers, [
      ...fields({ level: 'VLP', funds_amount: '900000' }),
      { ...pdf, data: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect([big.statusCode, big.json().errors.documents]).toEqual([422, ['letter.pdf is larger than 10 MB.']]);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.userId, me.user.id))).toEqual([]);
  });

  it('keeps one open submission per level', async () => {
    const me = await person();
    expect((await submit(me.headers, VALID.VLP!)).statusCode).toBe(201);
    const again = await submit(me.headers, VALID.VLP!);
    expect([again.statusCode, again.json().errors.level]).toEqual([422, [VERIFICATION_MESSAGES.alreadyOpen]]);
  });

  it('answers five simultaneous submissions of one level like sequential ones: one 201, four 422s, one row', async () => {
    const me = await person();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(me.headers, VALID.VLP!)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const res of answers.filter((item) => item.statusCode === 422))
      expect(res.json().errors).toEqual({ level: [VERIFICATION_MESSAGES.alreadyOpen] });
    expect(await t.database.db.$count(verifications, eq(verifications.userId, me.user.id))).toBe(1);
  });
});

describe('seeing a submission', () => {
  it('shows it to its submitter and staff only; others get a 404, also for its documents', async () => {
    const me = await person();
    const other = await person();
    const staff = await staffMember();
    const submitted = (await submit(me.headers, VALID.VBO!)).json();
    const documentUrl = `/verifications/${submitted.id}/documents/${submitted.documents[0].id}`;
    expect((await call(other.headers, 'GET', `/verifications/${submitted.id}`)).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', documentUrl)).statusCode).toBe(404);
    expect((await call(other.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'withdrawn' })).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', '/verifications')).json().data).toEqual([]);

    const mine = await call(me.headers, 'GET', documentUrl);
    expect([mine.statusCode, mine.headers['content-type'], mine.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    const opened = await call(staff.headers, 'GET', documentUrl);
    expect(opened.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const detail = (await call(staff.headers, 'GET', `/verifications/${submitted.id}`)).json();
    expect(detail.user).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(detail.events.map((e: { action: string; actor: { id: number } | null }) => [e.action, e.actor?.id])).toEqual([
      ['submitted', me.user.id],
      ['document_opened', me.user.id],
      ['document_opened', staff.user.id],
    ]);
  });

  it('lets only staff read the queue', async () => {
    const me = await person();
    const res = await call(me.headers, 'GET', '/verifications?scope=queue');
    expect([res.statusCode, res.json().message]).toEqual([403, VERIFICATION_MESSAGES.notStaff]);
  });
});

describe('the staff queue and decisions', () => {
  it('lists open submissions oldest first with search, level and status filters, and pages', async () => {
    const staff = await staffMember();
    const a = await person({ lastName: 'Queueworth' });
    const b = await person({ lastName: 'Queueworth' });
    const first = (await submit(a.headers, VALID.VLP!)).json();
    const second = (await submit(b.headers, VALID.VBO!)).json();
    const query = (q: string) => call(staff.headers, 'GET', `/verifications?scope=queue&search=Queueworth${q}`).then((res) => res.json());
    expect((await query('')).data.map((v: { id: number }) => v.id)).toEqual([first.id, second.id]);
    expect((await query('&sort=-submitted_at')).data.map((v: { id: number }) => v.id)).toEqual([second.id, first.id]);
    expect((await query('&filter[level]=VBO')).data.map((v: { id: number }) => v.id)).toEqual([second.id]);
    expect((await query('&filter[status]=approved')).data).toEqual([]);
    const paged = await query('&per_page=1&page=2');
    expect([paged.data[0].id, paged.meta]).toEqual([second.id, { current_page: 2, last_page: 2, per_page: 1, total: 2 }]);
    expect((await call(staff.headers, 'GET', '/verifications?scope=queue&filter[level]=VXX')).statusCode).toBe(422);
  });

  it('assigns, approves with an expiry, raises the level, notifies and audits with the staff id', async () => {
    const staff = await staffMember();
    const buyer = await person();
    const submitted = (await submit(buyer.headers, VALID.VLP!)).json();
    const assigned = await call(staff.headers, 'PUT', `/verifications/${submitted.id}/reviewer`, {});
    expect(assigned.json().verification).toMatchObject({ status: 'in_review', reviewer: { id: staff.user.id } });
    await openAll(staff.headers, submitted);
    const approved = await call(staff.headers, 'POST', `/verifications/${submitted.id}`, { _method: 'PUT', status: 'approved' });
    expect(approved.statusCode).toBe(200);
    const verification = approved.json().verification;
    expect(verification.status).toBe('approved');
    const days = (Date.parse(verification.expires_at) - Date.parse(verification.decided_at)) / 86_400_000;
    expect(days).toBe(180);
    expect(await levelOf(buyer.user.id)).toBe('VLP');
    expect(await subjectsOf(buyer.user.id)).toEqual(['Your Funds Verified verification was approved']);
    const events = await t.database.db.select().from(verificationEvents).where(eq(verificationEvents.verificationId, submitted.id));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['submitted', buyer.user.id],
      ['assigned', staff.user.id],
      ['document_opened', staff.user.id],
      ['approved', staff.user.id],
    ]);
    const twice = await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'rejected', reason: 'Late' });
    expect([twice.statusCode, twice.json().message]).toEqual([422, VERIFICATION_MESSAGES.notOpen]);
  });

  it('rejects only with a reason, which the user reads; the level stays', async () => {
    const staff = await staffMember();
    const seller = await person({ userType: 'selling' });
    const submitted = (await submit(seller.headers, VALID.VBO!)).json();
    const noReason = await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'rejected' });
    expect([noReason.statusCode, Object.keys(noReason.json().errors)]).toEqual([422, ['reason']]);
    const reason = 'The engagement letter does not name you as an owner of the firm.';
    expect((await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'rejected', reason })).statusCode).toBe(200);
    const mine = (await call(seller.headers, 'GET', `/verifications/${submitted.id}`)).json();
    expect([mine.status, mine.reason, mine.decided_by]).toEqual(['rejected', reason, null]);
    expect(await levelOf(seller.user.id)).toBe('unverified');
    const [told] = await t.database.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(told!.body).toContain(reason);
    expect((await t.mails()).some((mail) => mail.includes('not approved'))).toBe(true);
    // Resubmitting is a new submission.
    expect((await submit(seller.headers, VALID.VBO!)).statusCode).toBe(201);
  });

  it('lets the submitter withdraw an open submission, and no one else decide', async () => {
    const staff = await staffMember();
    const me = await person();
    const submitted = (await submit(me.headers, VALID.VI!)).json();
    const selfApprove = await call(me.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'approved' });
    expect([selfApprove.statusCode, selfApprove.json().message]).toEqual([403, VERIFICATION_MESSAGES.staffOnlyDecisions]);
    const staffWithdraw = await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'withdrawn' });
    expect(staffWithdraw.statusCode).toBe(403);
    const withdrawn = await call(me.headers, 'POST', `/verifications/${submitted.id}`, { _method: 'PUT', status: 'withdrawn' });
    expect([withdrawn.statusCode, withdrawn.json().verification.status, withdrawn.json().verification.can_withdraw]).toEqual([
      200,
      'withdrawn',
      false,
    ]);
    expect((await call(me.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'withdrawn' })).statusCode).toBe(422);
    expect((await call(me.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'maybe' })).statusCode).toBe(422);
  });

  it('refuses the reviewer path, assign and remove to anyone but staff with 403, and bad targets with 422', async () => {
    const me = await person();
    const staff = await staffMember();
    const submitted = (await submit(me.headers, VALID.VI!)).json();
    expect((await call(me.headers, 'PUT', `/verifications/${submitted.id}/reviewer`, {})).statusCode).toBe(403);
    expect((await call(me.headers, 'POST', '/verifications/assign', { user_id: me.user.id, level: 'VI', reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(me.headers, 'POST', '/verifications/remove', { _method: 'DELETE', user_id: me.user.id, level: 'VI', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const toMember = await call(staff.headers, 'PUT', `/verifications/${submitted.id}/reviewer`, { reviewer_id: me.user.id });
    expect([toMember.statusCode, Object.keys(toMember.json().errors)]).toEqual([422, ['reviewer_id']]);
    expect((await call(staff.headers, 'PUT', '/verifications/999999/reviewer', {})).statusCode).toBe(404);
    const unknownUser = await call(staff.headers, 'POST', '/verifications/assign', { user_id: 999_999, level: 'VI', reason: 'Checked' });
    expect([unknownUser.statusCode, unknownUser.json().errors]).toEqual([422, { user_id: [VERIFICATION_MESSAGES.userMissing] }]);
    const unknownLevel = await call(staff.headers, 'POST', '/verifications/assign', { user_id: me.user.id, level: 'VXX', reason: 'x' });
    expect([unknownLevel.statusCode, Object.keys(unknownLevel.json().errors)]).toEqual([422, ['level']]);
    expect((await call(staff.headers, 'POST', '/verifications/assign', { user_id: me.user.id, level: 'VI' })).statusCode).toBe(422);
    const notHeld = await call(staff.headers, 'DELETE', '/verifications/remove', {
      user_id: me.user.id,
      level: 'VBO',
      reason: 'Checked again',
    });
    expect([notHeld.statusCode, Object.keys(notHeld.json().errors)]).toEqual([422, ['level']]);
    const noReason = await call(staff.headers, 'DELETE', '/verifications/remove', { user_id: me.user.id, level: 'VI', reason: '' });
    expect([noReason.statusCode, Object.keys(noReason.json().errors)]).toEqual([422, ['reason']]);
    const badLevel = await call(staff.headers, 'DELETE', '/verifications/remove', {
      user_id: me.user.id,
      level: 'unverified',
      reason: 'x',
    });
    expect(badLevel.statusCode).toBe(422);
    const unknownRemoved = await call(staff.headers, 'DELETE', '/verifications/remove', { user_id: 999_999, level: 'VI', reason: 'x' });
    expect([unknownRemoved.statusCode, Object.keys(unknownRemoved.json().errors)]).toEqual([422, ['user_id']]);
  });

  it('removes a granted level with a reason: the level falls, the user is told, open requests below the minimum close', async () => {
    const staff = await staffMember();
    const buyer = await person();
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const strict = await buildListing(t.database.db, { owner: seller, minimumVerificationLevel: 'VLP' });
    const submitted = (await submit(buyer.headers, VALID.VLP!)).json();
    await openAll(staff.headers, submitted);
    expect((await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'approved' })).statusCode).toBe(200);
    await signNda(t, buyer.headers, strict.id);
    const request = await call(buyer.headers, 'POST', '/chats/create-match', { listing_id: strict.id });
    expect(request.statusCode).toBe(201);

    const removed = await call(staff.headers, 'POST', '/verifications/remove', {
      _method: 'DELETE',
      user_id: buyer.user.id,
      level: 'VLP',
      reason: 'The bank withdrew the financing letter.',
    });
    expect(removed.json()).toEqual({
      message: VERIFICATION_MESSAGES.removed,
      user_id: buyer.user.id,
      level: 'VLP',
      verification_level: 'unverified',
    });
    expect(await levelOf(buyer.user.id)).toBe('unverified');
    expect(await subjectsOf(buyer.user.id)).toEqual(
      expect.arrayContaining(['Your Funds Verified level was removed', 'Your access request was closed']),
    );
    const chat = (await call(buyer.headers, 'GET', `/chats/${request.json().id}`)).json();
    expect(chat.status).toBe('declined');
    const [event] = await t.database.db.select().from(verificationEvents).where(eq(verificationEvents.action, 'removed'));
    expect(event).toMatchObject({ actorId: staff.user.id, reason: 'The bank withdrew the financing letter.' });
  });
});

describe('staff vouch for what they checked', () => {
  it('refuses approval, naming the documents, until the approver has opened every one; then approves', async () => {
    const staff = await staffMember();
    const other = await staffMember();
    const buyer = await person();
    const submitted = (await submit(buyer.headers, [...VALID.VLP!, { ...pdf, filename: 'bank-statement.pdf' }])).json();
    const approve = () => call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'approved' });
    const refused = await approve();
    expect([refused.statusCode, refused.json().errors]).toEqual([
      422,
      { documents: [VERIFICATION_MESSAGES.documentsNotOpened(['letter.pdf', 'bank-statement.pdf'])] },
    ]);
    // Another staff member's opening does not count for this approver.
    await openAll(other.headers, submitted);
    await call(staff.headers, 'GET', `/verifications/${submitted.id}/documents/${submitted.documents[0].id}`);
    expect((await approve()).json().errors).toEqual({ documents: [VERIFICATION_MESSAGES.documentsNotOpened(['bank-statement.pdf'])] });
    const detail = (await call(staff.headers, 'GET', `/verifications/${submitted.id}`)).json();
    expect(detail.documents.map((d: { opened_by_you: boolean }) => d.opened_by_you)).toEqual([true, false]);
    expect(await levelOf(buyer.user.id)).toBe('unverified');

    await openAll(staff.headers, submitted);
    const approved = await approve();
    expect([approved.statusCode, approved.json().verification.status]).toEqual([200, 'approved']);
    expect(await levelOf(buyer.user.id)).toBe('VLP');
  });

  it('approves Owner Verified only with the bar admission checked', async () => {
    const staff = await staffMember();
    const seller = await person({ userType: 'selling' });
    const submitted = (await submit(seller.headers, VALID.VBO!)).json();
    await openAll(staff.headers, submitted);
    const unchecked = await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'approved' });
    expect([unchecked.statusCode, unchecked.json().errors]).toEqual([422, { bar_checked: [VERIFICATION_MESSAGES.barNotChecked] }]);
    const checked = await call(staff.headers, 'PUT', `/verifications/${submitted.id}`, { status: 'approved', bar_checked: true });
    expect([checked.statusCode, await levelOf(seller.user.id)]).toEqual([200, 'VBO']);
  });

  it('lets our own pages frame a document (SAMEORIGIN, frame-ancestors self) while every other route stays DENY', async () => {
    const me = await person();
    const submitted = (await submit(me.headers, VALID.VLP!)).json();
    const document = await call(me.headers, 'GET', `/verifications/${submitted.id}/documents/${submitted.documents[0].id}`);
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(document.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(document.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(document.headers['content-disposition']).toMatch(/^inline;/);
    for (const url of [`/verifications/${submitted.id}`, '/verifications']) {
      const other = await call(me.headers, 'GET', url);
      expect(other.headers['x-frame-options']).toBe('DENY');
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const missing = await call(me.headers, 'GET', `/verifications/${submitted.id}/documents/999999`);
    expect([missing.statusCode, missing.headers['x-frame-options']]).toEqual([404, 'DENY']);
  });
});

describe('levels set by staff (POST /verifications/assign and /verifications/remove)', () => {
  it('grants a level directly: the level rises, the user is told why, the trail names the staff member', async () => {
    const staff = await staffMember();
    const member = await person();
    const reason = 'Identity confirmed in person at the state bar conference.';
    const granted = await call(staff.headers, 'POST', '/verifications/assign', { user_id: member.user.id, level: 'VI', reason });
    expect([granted.statusCode, granted.json()]).toEqual([
      200,
      { message: VERIFICATION_MESSAGES.granted, user_id: member.user.id, level: 'VI', verification_level: 'VI' },
    ]);
    expect(await levelOf(member.user.id)).toBe('VI');
    const [told] = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect([told!.subject, told!.body.includes(reason)]).toEqual(['Lexchange staff made you Identity Verified', true]);
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.userId, member.user.id));
    expect(row).toMatchObject({ source: 'staff', status: 'approved', decidedById: staff.user.id, reason });
    const events = await t.database.db.select().from(verificationEvents).where(eq(verificationEvents.verificationId, row!.id));
    expect(events.map((e) => [e.action, e.actorId, e.reason])).toEqual([['granted', staff.user.id, reason]]);
    const twice = await call(staff.headers, 'POST', '/verifications/assign', { user_id: member.user.id, level: 'VI', reason });
    expect([twice.statusCode, twice.json().errors]).toEqual([422, { level: [VERIFICATION_MESSAGES.userHoldsLevel] }]);
  });

  it('removes a level however it was granted, in the same shape, audited and notified', async () => {
    const staff = await staffMember();
    const member = await person();
    await call(staff.headers, 'POST', '/verifications/assign', { user_id: member.user.id, level: 'VLP', reason: 'Letter seen on paper.' });
    const removed = await call(staff.headers, 'POST', '/verifications/remove', {
      _method: 'DELETE',
      user_id: member.user.id,
      level: 'VLP',
      reason: 'The letter was withdrawn.',
    });
    expect([removed.statusCode, removed.json()]).toEqual([
      200,
      { message: VERIFICATION_MESSAGES.removed, user_id: member.user.id, level: 'VLP', verification_level: 'unverified' },
    ]);
    expect(await subjectsOf(member.user.id)).toContain('Your Funds Verified level was removed');
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.userId, member.user.id));
    const events = await t.database.db.select().from(verificationEvents).where(eq(verificationEvents.verificationId, row!.id));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['granted', staff.user.id],
      ['removed', staff.user.id],
    ]);
  });
});
