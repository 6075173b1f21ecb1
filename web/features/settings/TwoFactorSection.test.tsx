import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { inTurn, stubApi, type StubAnswer } from '../../test/stubApi';
import { TwoFactorSection } from './TwoFactorSection';

const notify = vi.hoisted(() => vi.fn());
const refresh = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));
vi.mock('../../app/session/sessionStore', () => ({ session: { refresh } }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
const URL_ = 'otpauth://totp/Lexchange:ada%40firm.test?secret=JBSWY3DPEHPK3PXP&issuer=Lexchange';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333', 'ddddd-44444', 'eeeee-55555', 'fffff-66666', 'ggggg-77777', 'hhhhh-88888'];

const CONFIRMED = 'GET /auth/user/confirmed-password-status';
const CONFIRM_PASSWORD = 'POST /auth/user/confirm-password';
const TWO_FACTOR = 'POST /auth/user/two-factor-authentication';
const RECOVERY_CODES = 'GET /auth/user/two-factor-recovery-codes';
const confirmed = (value: boolean) => ({ data: { confirmed: value } });

/** The password is accepted and a setup starts with the QR code (a body without a code); then the given answers. */
function server(answers: Record<string, StubAnswer> = {}, confirmSetup: StubAnswer = { data: { recovery_codes: CODES } }) {
  return stubApi({
    [CONFIRM_PASSWORD]: { status: 201 },
    [TWO_FACTOR]: (body) => {
      if (!(body as { code?: string }).code) return { data: { svg: SVG, url: URL_ } };
      return typeof confirmSetup === 'function' ? confirmSetup(body) : confirmSetup;
    },
    ...answers,
  });
}

beforeEach(() => {
  for (const fn of [notify, refresh]) fn.mockReset();
});

describe('TwoFactorSection', () => {
  it('asks for the password first, then shows the QR code as an image and the setup key, then the recovery codes', async () => {
    // Unconfirmed until the password is given, as the server answers.
    const api = server(
      { [CONFIRMED]: inTurn(confirmed(false), confirmed(true)) },
      inTurn(
        new ApiError('The provided two factor authentication code was invalid.', 422, null, {
          code: ['The provided two factor authentication code was invalid.'],
        }),
        { data: { recovery_codes: CODES } },
      ),
    );
    render(<TwoFactorSection user={{ two_factor_enabled: false }} locked={false} />);

    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.called(CONFIRM_PASSWORD)[0]?.body).toEqual({ password: 'correct horse' });

    const qr = (await screen.findByAltText('QR code to scan with your authenticator app')) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.querySelector('svg path[d="M0 0h1v1H0z"]')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = screen.getByLabelText('6-digit code from the app');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows.')).toBeTruthy();

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('The provided two factor authentication code was invalid.')).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(api.called(TWO_FACTOR).at(-1)?.body).toEqual({ code: '654321' });
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(notify).toHaveBeenCalledWith('Two-factor authentication is on.', 'success');
    expect(refresh).toHaveBeenCalled();
  });

  it('explains that viewing recovery codes makes a new set, and skips the password step when already confirmed', async () => {
    server({ [CONFIRMED]: confirmed(true), [RECOVERY_CODES]: { data: CODES } });
    render(<TwoFactorSection user={{ two_factor_enabled: true }} locked={false} />);
    expect(screen.getByText(/viewing them creates a new set/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show new recovery codes' }));
    expect(await screen.findByText('Your earlier recovery codes no longer work.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for the password again when the confirmation ran out mid-way (423)', async () => {
    server({
      [CONFIRMED]: confirmed(true),
      [RECOVERY_CODES]: inTurn(new ApiError('Password confirmation required.', 423), { data: CODES }),
    });
    render(<TwoFactorSection user={{ two_factor_enabled: true }} locked={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show new recovery codes' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your new recovery codes' })).toBeTruthy();
  });

  it('confirms before turning it off', async () => {
    server({
      [CONFIRMED]: confirmed(true),
      'DELETE /auth/two-factor-authentication': { data: { message: 'Two-factor authentication is disabled.' } },
    });
    render(<TwoFactorSection user={{ two_factor_enabled: true }} locked={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText('Your recovery codes stop working.')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Two-factor authentication is disabled.', 'success'));
  });

  it('is shown disabled, with the reason, while staff act as the user', () => {
    const api = server();
    render(<TwoFactorSection user={{ two_factor_enabled: true }} locked />);
    expect(screen.getByText(/Staff cannot change a user's password or two-factor settings/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show new recovery codes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Turn off' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.called(CONFIRMED)).toHaveLength(0);
  });
});
