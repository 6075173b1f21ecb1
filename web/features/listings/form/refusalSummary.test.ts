import { describe, expect, it } from 'vitest';
import { refusalSummary } from './useListingDraft';

describe('refusalSummary', () => {
  it('points at the field messages instead of repeating one', () => {
    const message = 'Remove "(602) 555-0119": a phone number identifies the firm.';
    expect(refusalSummary(message, { headline: [message] })).toBe(
      'Not saved: one answer needs a change — its message is shown at the field.',
    );
    expect(refusalSummary('Invalid input.', { headline: ['x'], 'financials.gross_revenue': ['y'] })).toBe(
      'Not saved: 2 answers need a change — their messages are shown at the fields.',
    );
  });

  it('keeps the server’s message when it names no field', () => {
    expect(refusalSummary('This listing was deleted.', {})).toBe('This listing was deleted.');
  });
});
