import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../test/chatFixtures';
import { MemberSummary } from './MatchRequestCard';

describe('MemberSummary', () => {
  it('shows the buyer’s type, level and wishes by their labels, never the stored keys (issue #20.6)', () => {
    const customization = {
      practice_areas: ['estate_planning', 'elder_law'],
      states: ['MA'],
      revenue_min: null,
      revenue_max: null,
      price_min: null,
      price_max: null,
      timeline: 'within_12_months',
      financing: ['sba_loan'],
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    const { container } = render(<MemberSummary member={buildMember({ user_type: 'buying', verification_level: 'VLP', customization })} />);
    expect(screen.getByText(/Buying a law practice/)).toBeTruthy();
    expect(screen.getByText('Funds Verified')).toBeTruthy();
    expect(screen.getByText('Within 12 months')).toBeTruthy();
    expect(screen.getByText('SBA loan')).toBeTruthy();
    const text = container.textContent ?? '';
    for (const raw of ['buying', 'VLP', 'within_12_months', 'sba_loan', 'estate_planning']) expect(text).not.toContain(raw);
  });
});
