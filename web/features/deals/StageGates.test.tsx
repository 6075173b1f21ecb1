import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type Deal } from '../../../contracts/deals/deals';
import { queryClient } from '../../app/queryClient';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildDeal, buildStage } from '../../test/dealFixtures';
import { renderScreen } from '../../test/renderScreen';
import { stubApi } from '../../test/stubApi';
import { DealCard } from './DealCard';
import { isBackMove, stageBlock } from './dealLabels';
import DealsScreen from './DealsScreen';
import { StageSelect } from './StageSelect';

resetAppBetweenTests();
beforeEach(() => queryClient.clear());

const WAIT = 'Waiting for the seller’s conflict list.';
const STAGES = [
  buildStage(1, { name: 'Introduction' }),
  buildStage(2, { name: 'Conflict check' }),
  buildStage(3, { name: 'Financial review' }),
  buildStage(4, { name: 'Closed — won', is_closed: true, outcome: 'won' }),
  buildStage(5, { name: 'Closed — lost', is_closed: true, outcome: 'lost' }),
];
/** A deal at the conflict check, which the seller has not answered yet. */
const waiting = (overrides: Partial<Deal> = {}) =>
  buildDeal(1, { stage_id: 2, pending_gates: [{ stage_id: 2, waiting_for: [WAIT] }], ...overrides });

describe('stage gates on the web (issue #34)', () => {
  it('knows a stage past an unfinished one is out of reach, and a move back or a lost close is not', () => {
    expect(stageBlock(waiting(), STAGES, STAGES[2]!)).toBe(WAIT);
    expect(stageBlock(waiting(), STAGES, STAGES[3]!)).toBe(WAIT);
    expect(stageBlock(waiting(), STAGES, STAGES[4]!)).toBeNull();
    expect(stageBlock(waiting(), STAGES, STAGES[0]!)).toBeNull();
    expect(stageBlock(waiting({ pending_gates: [] }), STAGES, STAGES[2]!)).toBeNull();
    expect(isBackMove(waiting(), STAGES, STAGES[0]!)).toBe(true);
    expect(isBackMove(waiting(), STAGES, STAGES[4]!)).toBe(false);
  });

  it('disables an unreachable stage in the select, saying why beside it; staff may pick it to override', () => {
    const { rerender } = render(<StageSelect deal={waiting()} stages={STAGES} onMove={() => {}} />);
    const option = (name: RegExp) => screen.getByRole('option', { name }) as HTMLOptionElement;
    expect(option(/^Financial review/).disabled).toBe(true);
    expect(option(/^Financial review/).textContent).toBe(`Financial review — ${WAIT}`);
    expect(option(/^Introduction/).disabled).toBe(false);
    expect(option(/^Closed — lost/).disabled).toBe(false);
    rerender(<StageSelect deal={waiting()} stages={STAGES} onMove={() => {}} isStaff />);
    expect(option(/^Financial review/).disabled).toBe(false);
    expect(option(/^Financial review/).textContent).toBe(`Financial review — override: ${WAIT}`);
  });

  it('shows on the card what the deal waits for before it moves on', () => {
    render(
      <MemoryRouter>
        <DealCard deal={waiting()} side="seller" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article').textContent).toContain(WAIT);
  });

  it('asks the reason for a move back in a small dialog and sends it', async () => {
    const api = stubApi({
      'GET /deal-stages': { data: { data: STAGES } },
      'GET /deals': { data: { data: [waiting()], meta: { current_page: 1, last_page: 1, per_page: 200, total: 1 } } },
      'PUT /deals/1': { data: { ...waiting({ stage_id: 1 }), history: [] } },
    });
    renderScreen('/seller-deals', '/seller-deals?view=list', () => <DealsScreen side="seller" />);
    const select = await screen.findByRole('combobox', { name: /Stage of the deal/ }, { timeout: 5000 });
    await userEvent.selectOptions(select, 'Introduction');
    const dialog = await screen.findByRole('dialog', { name: 'Move the deal back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move back' }));
    expect(within(dialog).getByText(DEAL_MESSAGES.backReason)).toBeTruthy();
    expect(api.called('PUT /deals/1')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Why does the deal move back/), 'The NDA needs a rider.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move back' }));
    await waitFor(() => expect(api.called('PUT /deals/1')[0]?.body).toEqual({ stage_id: 1, reason: 'The NDA needs a rider.' }));
  });
});
