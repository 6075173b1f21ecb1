import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoveFileButton, RemoveFileDialog } from './RemoveFileConfirm';

function renderDialog({ pending = false, note }: { pending?: boolean; note?: string } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <RemoveFileDialog
      titleId="remove-test-title"
      filename="Lease abstract.pdf"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
      note={note}
    />,
  );
  return { onCancel, onConfirm, dialog: screen.getByRole('dialog', { name: 'Remove Lease abstract.pdf?' }) };
}

describe('RemoveFileButton', () => {
  it('is an icon button named after the file, with a hint', async () => {
    const onClick = vi.fn();
    render(<RemoveFileButton filename="Lease abstract.pdf" className="p-0" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Remove Lease abstract.pdf' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn-sm btn-link text-danger p-0 ms-auto');
    const user = userEvent.setup();
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Remove the document');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('RemoveFileDialog', () => {
  it('asks about the file by name, labelled by its title, and says what removing does', () => {
    const { dialog } = renderDialog();
    expect(dialog.getAttribute('aria-labelledby')).toBe('remove-test-title');
    expect(within(dialog).getByRole('heading', { level: 2 }).id).toBe('remove-test-title');
    expect(within(dialog).getByText('The file leaves the data room; buyers with access can no longer download it.')).toBeTruthy();
  });

  it('adds the note after what removing does', () => {
    const { dialog } = renderDialog({ note: 'The download log keeps its lines.' });
    expect(
      within(dialog).getByText(
        'The file leaves the data room; buyers with access can no longer download it. The download log keeps its lines.',
      ),
    ).toBeTruthy();
  });

  it('confirms with Remove file and cancels with Cancel or Close, nothing else', async () => {
    const { dialog, onCancel, onConfirm } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while removing, both buttons are disabled', () => {
    const { dialog } = renderDialog({ pending: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Remove file' })).toHaveProperty('disabled', true);
  });
});
