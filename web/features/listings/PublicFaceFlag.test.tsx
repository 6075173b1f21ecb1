import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicFaceFlag } from './PublicFaceFlag';

describe('PublicFaceFlag', () => {
  it('lists, field by field, what the public face still holds that identifies the firm', () => {
    render(
      <PublicFaceFlag
        hits={[
          {
            field: 'headline',
            words: '602-555-0119',
            reason: 'phone',
            message: 'Remove "602-555-0119": a phone number identifies the firm.',
          },
          { field: 'metro', words: 'Mesa', reason: 'city', message: 'Remove "Mesa": the firm’s city identifies the firm.' },
        ]}
      />,
    );
    const flag = screen.getByRole('region', { name: 'The public face identifies the firm' });
    expect(flag.textContent).toContain('Headline: Remove "602-555-0119": a phone number identifies the firm.');
    expect(flag.textContent).toContain('Metro area: Remove "Mesa": the firm’s city identifies the firm.');
  });

  it('shows nothing for a clean public face', () => {
    const { container } = render(<PublicFaceFlag hits={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
