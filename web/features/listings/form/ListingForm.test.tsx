import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_STRUCTURES, HOURLY_RATE_OPTIONS, RATING_QUESTIONS } from '../../../../contracts/listings/questionnaire';
import { stubApi, unprocessable } from '../../../test/stubApi';
import { buildConfidential, buildDetail, buildMedia } from '../testListings';
import { renderListingForm } from './renderListingForm';
import { backupKey } from './listingForm';
import { BACK_IN_REVIEW_TOAST } from './PublicFaceNotice';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

let api: ReturnType<typeof stubApi>;
const CREATE = 'POST /listings';
const SAVE = 'PUT /listings/42';
const REMOVE = 'DELETE /listings/42/files/2';
const callsEndingWith = (tail: string) => api.calls.filter((call) => call.url.endsWith(tail));

const renderForm = renderListingForm;

const EMPTY_CONFIDENTIAL = buildConfidential();

describe('editing a saved listing (issue #20.2)', () => {
  it('shows the description as text, saves it back as the same HTML, and heads the form with the real status', async () => {
    const stored = '<p>Founded in 1988, <strong>three</strong> partners.</p><ul><li>Wills</li><li>Trusts</li></ul>';
    const detail = buildDetail({ id: 42, status: 'active', is_owner: true, access: 'full' });
    renderForm({ ...detail, confidential: { ...EMPTY_CONFIDENTIAL, description: stored } });
    const box = screen.getByLabelText('Description of the practice') as HTMLTextAreaElement;
    expect(box.value).toBe('Founded in 1988, **three** partners.\n\n- Wills\n- Trusts');
    expect(box.value).not.toContain('<');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByText('Draft')).toBeNull();
    api = stubApi({ [SAVE]: { data: { ...detail, confidential: { ...EMPTY_CONFIDENTIAL, description: stored } } } });
    await userEvent.type(box, ' More.');
    await waitFor(() => expect(api.called(SAVE).length).toBeGreaterThan(0), { timeout: 4000 });
    expect(api.called(SAVE).at(-1)!.body).toMatchObject({
      description: '<p>Founded in 1988, <strong>three</strong> partners.</p><ul><li>Wills</li><li>Trusts More.</li></ul>',
    });
  }, 10_000);
});

describe('the public face of an approved listing (issue #29)', () => {
  it('tells the seller of a live listing before saving that a change to what buyers see sends it back to review, and after', async () => {
    const detail = buildDetail({ id: 42, status: 'active', is_owner: true, access: 'full', headline: 'Estate practice' });
    renderForm({ ...detail, confidential: EMPTY_CONFIDENTIAL });
    expect(screen.getByRole('note').textContent).toContain('sends it back to the Lexchange team for review');
    api = stubApi({ [SAVE]: { data: { ...detail, status: 'pending', headline: 'Estate practice in Vermont' } } });
    await userEvent.type(screen.getByLabelText('Headline'), ' in Vermont');
    await waitFor(() => expect(screen.getByText('Your listing is back in review.')).toBeTruthy(), { timeout: 4000 });
    expect(notify).toHaveBeenCalledWith(BACK_IN_REVIEW_TOAST, 'warning');
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  }, 10_000);

  it('says a disabled listing is reviewed again when enabled, and says nothing on a draft', () => {
    const { unmount } = renderForm({ ...buildDetail({ id: 43, status: 'disabled', is_owner: true }), confidential: EMPTY_CONFIDENTIAL });
    expect(screen.getByRole('note').textContent).toContain('reviews the listing again when you enable it');
    unmount();
    renderForm({ ...buildDetail({ id: 44, status: 'draft', is_owner: true }), confidential: EMPTY_CONFIDENTIAL });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

const next = (title: string) => userEvent.click(screen.getByRole('button', { name: `Next: ${title}` }));

beforeEach(() => {
  notify.mockReset();
  api = stubApi({});
});

describe('ListingForm', () => {
  it('keeps each change on the device at once and creates the draft after a pause', async () => {
    api = stubApi({ [CREATE]: { data: buildDetail({ id: 42, status: 'draft' }) } });
    renderForm();
    await userEvent.type(screen.getByLabelText('Headline'), 'Boston wills practice');
    expect(JSON.parse(localStorage.getItem(backupKey(null))!).values.headline).toBe('Boston wills practice');
    await waitFor(() => expect(api.called(CREATE)).toHaveLength(1), { timeout: 4000 });
    expect(api.called(CREATE)[0]!.body).toMatchObject({ headline: 'Boston wills practice' });
    expect(await screen.findByRole('heading', { name: 'Editing' })).toBeTruthy();
  });

  it('offers every option of the questionnaire and the ratings in the seller wording', async () => {
    renderForm();
    await next('Finances');
    for (const option of BILLING_STRUCTURES) expect(screen.getByLabelText(option.label)).toBeTruthy();
    for (const option of HOURLY_RATE_OPTIONS.owners) expect(screen.getByRole('option', { name: option.label })).toBeTruthy();
    await next('Clients and mix');
    await next('Litigation');
    await next('The sale');
    await next('Ratings');
    for (const question of RATING_QUESTIONS) expect(screen.getByText(question.seller)).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: '5 of 5' })).toHaveLength(11);
  });

  it('shows the running total of each percentage set', async () => {
    renderForm();
    await next('Finances');
    await next('Clients and mix');
    fireEvent.change(screen.getByLabelText('Hourly'), { target: { value: '60' } });
    expect(screen.getByText(/Total: 60 %/)).toBeTruthy();
    expect(screen.getByText('The billing mix percentages must total 100.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fixed fees'), { target: { value: '40' } });
    expect(screen.getByText(/Total: 100 %/)).toBeTruthy();
    expect(screen.queryByText('The billing mix percentages must total 100.')).toBeNull();
  });

  it('puts the server’s 422 beside the field', async () => {
    api = stubApi({ [CREATE]: unprocessable('The given data was invalid.', { metro: ['The metro is too long.'] }) });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Metro area/), 'X');
    await next('Finances');
    await userEvent.click(screen.getByRole('button', { name: /The practice/ }));
    expect(await screen.findByText('The metro is too long.')).toBeTruthy();
  });

  it('marks the step the server refused as needing attention, not as complete, until a save goes through', async () => {
    const detail = buildDetail({ id: 42, status: 'draft', is_owner: true, access: 'full' });
    const refusal = unprocessable('The given data was invalid.', { metro: ['The metro is too long.'] });
    const saved = { data: { ...detail, confidential: EMPTY_CONFIDENTIAL } };
    api = stubApi({ [SAVE]: (body) => ((body as { metro: string }).metro.endsWith('area') ? refusal : saved) });
    renderForm({ ...detail, confidential: EMPTY_CONFIDENTIAL });
    const facts = () => screen.getByRole('button', { name: /The practice/ });
    expect(within(facts()).getByRole('img', { name: 'complete' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Metro area/), ' area');
    await next('Finances');
    await waitFor(() => expect(within(facts()).getByRole('img', { name: 'needs attention' })).toBeTruthy());
    expect(within(facts()).queryByRole('img', { name: 'complete' })).toBeNull();
    expect(within(screen.getByRole('button', { name: /Finances/ })).queryByRole('img', { name: 'needs attention' })).toBeNull();
    await user.click(facts());
    expect(screen.getByText('The metro is too long.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Metro area/), 's');
    await next('Finances');
    await waitFor(() => expect(within(facts()).getByRole('img', { name: 'complete' })).toBeTruthy());
    expect(within(facts()).queryByRole('img', { name: 'needs attention' })).toBeNull();
    expect(api.called(SAVE).at(-1)!.body).toMatchObject({ metro: 'Greater Boston areas' });
  }, 10_000);

  it('refuses a file of the wrong type before uploading and shows the rules', async () => {
    renderForm();
    for (const title of ['Finances', 'Clients and mix', 'Litigation', 'The sale', 'Ratings', 'Documents']) await next(title);
    expect(screen.getByText(/PDF, DOCX, XLSX, CSV, PNG, JPEG; up to 25 MB each/)).toBeTruthy();
    const input = screen.getByLabelText(/Financial statements/);
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] } });
    expect(await screen.findByText('setup.exe is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.')).toBeTruthy();
    expect(callsEndingWith('/files')).toHaveLength(0);
  });

  it('removes a document only after the seller confirms', async () => {
    const statements = buildMedia(1, 'Profit and loss.pdf', 'financials_needed');
    const detail = buildDetail({ id: 42, status: 'draft', is_owner: true, access: 'full' });
    renderForm({ ...detail, confidential: { ...EMPTY_CONFIDENTIAL, media: [statements, buildMedia(2, 'Wrong file.pdf')] } });
    api = stubApi({ [REMOVE]: { data: { ...detail, confidential: { ...EMPTY_CONFIDENTIAL, media: [statements] } } } });
    for (const title of ['Finances', 'Clients and mix', 'Litigation', 'The sale', 'Ratings', 'Documents']) await next(title);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wrong file.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Wrong file.pdf?' });
    expect(dialog.getAttribute('aria-labelledby')).toBe('remove-file-title');
    expect(within(dialog).getByText('The file leaves the data room; buyers with access can no longer download it.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called(REMOVE)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wrong file.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Wrong file.pdf?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(api.called(REMOVE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wrong file.pdf' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Profit and loss.pdf' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Wrong file.pdf was removed.', 'success');
  }, 10_000);

  it('lets the seller require a minimum buyer verification level, lowest to highest, and saves it', async () => {
    api = stubApi({ [CREATE]: { data: buildDetail({ id: 43, status: 'draft' }) } });
    renderForm();
    const select = screen.getByLabelText('Buyers must be at least') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Anyone',
      'Identity Verified',
      'Owner Verified',
      'Valuation Verified',
      'Funds Verified',
    ]);
    await userEvent.selectOptions(select, 'VLP');
    await waitFor(() => expect(api.called(CREATE)).toHaveLength(1), { timeout: 4000 });
    expect(api.called(CREATE)[0]!.body).toMatchObject({ minimum_verification_level: 'VLP' });
  }, 10_000);

  it('lists what is missing before submitting for review', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /Review and submit/ }));
    expect(screen.getByText('Give the listing a headline.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Fix these before submitting:')).toBeTruthy();
    expect(callsEndingWith('/submit')).toHaveLength(0);
  });
});
