import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MoreInfo } from '../../../../contracts/listings/questionnaire';
import { SaleStep } from './SaleStep';
import type { ListingDraftController } from './useListingDraft';

const saved: { more_info: MoreInfo | null } = { more_info: null };

/** The step over a draft holding only its answers, as useListingDraft's update applies patches. */
function Harness({ initial }: { initial: MoreInfo }) {
  const [values, setValues] = useState({ more_info: initial });
  const draft = {
    values,
    update: (patch: (current: typeof values) => Partial<typeof values>) =>
      setValues((current) => {
        const next = { ...current, ...patch(current) };
        saved.more_info = next.more_info;
        return next;
      }),
  } as unknown as ListingDraftController;
  return <SaleStep draft={draft} errorFor={() => undefined} />;
}

// Issue #20.2: every rich-text answer the server sanitises edits as words, never as tags, and round-trips unchanged.
describe('SaleStep', () => {
  it('edits the rich-text answers as light markup and sends them back as the same HTML', async () => {
    const reason = '<p>I am <strong>retiring</strong> after 35 years.</p><ul><li>Two associates stay</li></ul>';
    render(<Harness initial={{ reason_to_sell: reason, timeline_after_sale: '<p>Twelve months.</p>' } as MoreInfo} />);
    const box = screen.getByLabelText('Why are you selling your practice?');
    expect((box as HTMLTextAreaElement).value).toBe('I am **retiring** after 35 years.\n\n- Two associates stay');
    expect((screen.getByLabelText(/How long would you stay on/) as HTMLTextAreaElement).value).toBe('Twelve months.');
    expect(document.body.textContent).not.toContain('<p>');

    await userEvent.type(box, '\n- The lease can be assigned');
    expect(saved.more_info?.reason_to_sell).toBe(
      '<p>I am <strong>retiring</strong> after 35 years.</p><ul><li>Two associates stay</li><li>The lease can be assigned</li></ul>',
    );
    expect(saved.more_info?.timeline_after_sale).toBe('<p>Twelve months.</p>');
  });
});
