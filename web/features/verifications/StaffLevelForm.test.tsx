import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAppBetweenTests } from '../../test/appTest';
import { renderScreen } from '../../test/renderScreen';
import { stubApi, unprocessable } from '../../test/stubApi';
import { StaffLevelForm } from './StaffLevelForm';

resetAppBetweenTests();

describe('StaffLevelForm', () => {
  it('grants a level with the reason the member reads, and shows the server’s refusal beside the level', { timeout: 30_000 }, async () => {
    const onChanged = vi.fn();
    const api = stubApi({
      'POST /verifications/assign': { data: { message: 'The level was granted.', user_id: 41, level: 'VBO', verification_level: 'VBO' } },
      'DELETE(override) /verifications/remove': unprocessable('This user does not hold this level.', {
        level: ['This user does not hold this level.'],
      }),
    });
    renderScreen('/admin/users', '/admin/users', () => <StaffLevelForm userId={41} userName="Dana Whitfield" onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant Identity Verified' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the reason, which the user will read.');
    expect(api.calls).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Level'), 'VBO');
    await user.type(screen.getByLabelText('Reason Dana Whitfield reads'), 'Checked the certificate of good standing on paper.');
    await user.click(screen.getByRole('button', { name: 'Grant Owner Verified' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.called('POST /verifications/assign')[0]!.body).toEqual({
      user_id: 41,
      level: 'VBO',
      reason: 'Checked the certificate of good standing on paper.',
    });

    await user.selectOptions(screen.getByLabelText('Action'), 'remove');
    await user.type(screen.getByLabelText('Reason Dana Whitfield reads'), 'Mistake.');
    await user.click(screen.getByRole('button', { name: 'Remove Owner Verified' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This user does not hold this level.');
  });
});
