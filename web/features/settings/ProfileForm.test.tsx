import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../app/session/profile';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { ProfileForm } from './ProfileForm';
import { initialsImageUrl } from '../../components/Avatar';

const notify = vi.hoisted(() => vi.fn());
const setUser = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));
vi.mock('../../app/session/sessionStore', () => ({ session: { setUser } }));

const user: Profile = {
  id: 4,
  image: null,
  first_name: 'Ada',
  last_name: 'Byron',
  name: 'Ada Byron',
  email: 'ada@firm.test',
  phone: '5551234567',
  full_name: 'Ada Byron',
  unique_id: 'LX-ADA0001',
  role: 'user',
  user_type: 'selling',
  has_accepted_terms: true,
  completed_survey: false,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  phone_verified_at: '2025-01-01T00:00:00.000Z',
  active: true,
  two_factor_enabled: false,
  verification_level: 'unverified',
};

beforeEach(() => {
  for (const fn of [notify, setUser]) fn.mockReset();
});

const SAVE = 'PUT(override) /auth/user/profile-information';

describe('ProfileForm', () => {
  it('shows the phone in the display format and the initials when there is no photo', () => {
    const { container } = render(<ProfileForm user={user} isImpersonating={false} />);
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).value).toBe('(555) 123-4567');
    expect(container.querySelector('img.avatar')?.getAttribute('src')).toBe(initialsImageUrl('Ada Byron'));
  });

  it('warns that a changed e-mail must be verified again, and says so after saving', async () => {
    const api = stubApi({ [SAVE]: { data: { ...user, email: 'ada@new.test', email_verified_at: null } } });
    render(<ProfileForm user={user} isImpersonating={false} />);
    const email = screen.getByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.test');
    expect(screen.getByText(/your new e-mail address must be verified again/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(setUser).toHaveBeenCalled());
    expect(api.called(SAVE)[0]?.body).toEqual({ first_name: 'Ada', last_name: 'Byron', email: 'ada@new.test', phone: '5551234567' });
    expect(notify).toHaveBeenCalledWith('Your profile is saved. Verify your new e-mail address to continue.', 'success');
  });

  it('puts the server’s 422 beside the field', async () => {
    stubApi({
      [SAVE]: new ApiError('The email has already been taken.', 422, null, { email: ['The email has already been taken.'] }),
    });
    render(<ProfileForm user={user} isImpersonating={false} />);
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const message = await screen.findByText('The email has already been taken.');
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('refuses a photo of the wrong type before sending anything', async () => {
    render(<ProfileForm user={user} isImpersonating={false} />);
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), gif, { applyAccept: false });
    expect(await screen.findByText('The image must be a PNG, JPEG or WebP file.')).toBeTruthy();
  });

  it('previews a chosen photo and sends it with the profile', async () => {
    const api = stubApi({ [SAVE]: { data: { ...user, image: '/api/users/4/image?v=abc' } } });
    render(<ProfileForm user={user} isImpersonating={false} />);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), png);
    expect(((await screen.findByAltText('Preview of your new photo')) as HTMLImageElement).src).toMatch(/^data:image\/png/);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.called(SAVE)).toHaveLength(1));
    expect((api.called(SAVE)[0]!.body as { image?: File }).image).toBe(png);
    await waitFor(() => expect((screen.getByLabelText('Profile photo') as HTMLInputElement).files).toHaveLength(0));
    expect(screen.queryByAltText('Preview of your new photo')).toBeNull();
  });

  it('keeps the contacts read-only, with the reason, while staff act as the user', () => {
    render(<ProfileForm user={user} isImpersonating />);
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getAllByText('Staff acting as a user cannot change the e-mail address or phone number.')).toHaveLength(2);
  });
});
