import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { useServerForm, type OnServerFailure } from './useServerForm';

function NameForm({ failWith, onFailure }: { failWith: unknown; onFailure?: OnServerFailure }) {
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitted },
  } = useServerForm<{ name: string }>({ serverFields: ['name'], defaultValues: { name: '' } });
  const submit = submitWith(async () => {
    throw failWith;
  }, onFailure);
  return (
    <form onSubmit={submit}>
      {formError ? <p role="alert">{formError}</p> : null}
      <input aria-label="Name" {...register('name')} />
      {errors.name ? <p>{errors.name.message}</p> : null}
      <button type="submit">Save</button>
      {isSubmitted ? <p>Submitted</p> : null}
    </form>
  );
}

describe('useServerForm', () => {
  it('puts a 422 message beside its field and nothing above the form', async () => {
    render(<NameForm failWith={new ApiError('Invalid.', 422, null, { name: ['Name is taken.'] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a message no field takes above the form', async () => {
    render(<NameForm failWith={new ApiError('Too many attempts.', 429)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many attempts.');
  });

  it('leaves a failure the API client reported (5xx) out of the form', async () => {
    render(<NameForm failWith={new ApiError('An error occurred.', 500)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Submitted');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the form decide what shows above it', async () => {
    render(<NameForm failWith={new ApiError('Too many attempts.', 429)} onFailure={(message) => `Again: ${message}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Again: Too many attempts.');
  });
});
