import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildDealDetail, buildStage } from '../../test/dealFixtures';
import { renderScreen } from '../../test/renderScreen';
import { stubApi } from '../../test/stubApi';
import DealScreen from './DealScreen';

resetAppBetweenTests();
beforeEach(() => queryClient.clear());

const CHECKLIST = ['Send your conflict list', 'Compare the lists'];
const STAGES = [
  buildStage(1, { name: 'Introduction' }),
  buildStage(2, { name: 'Conflict check', checklist: CHECKLIST }),
  buildStage(3, { name: 'Financial review' }),
];

describe('one deal’s screen', () => {
  it('lists what the current stage asks as plain bullets, never as ticked boxes (the stage may still wait on its gate)', async () => {
    stubApi({
      'GET /deal-stages': { data: { data: STAGES } },
      'GET /deals/1': {
        data: buildDealDetail(1, { stage_id: 2, pending_gates: [{ stage_id: 2, waiting_for: ['Waiting for the seller’s conflict list.'] }] }),
      },
    });
    renderScreen('/seller-deals/:id', '/seller-deals/1', () => <DealScreen side="seller" />);
    const card = (await screen.findByRole('heading', { name: 'What this stage asks' })).closest('section')!;
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(CHECKLIST);
    expect(within(card).queryAllByRole('checkbox')).toHaveLength(0);
    expect(card.querySelector('.bi-check2-square, .bi-check-square, .bi-check2, .bi-check-circle')).toBeNull();
  });

  it('shows no checklist card at a stage without one', async () => {
    stubApi({ 'GET /deal-stages': { data: { data: STAGES } }, 'GET /deals/1': { data: buildDealDetail(1, { stage_id: 3 }) } });
    renderScreen('/seller-deals/:id', '/seller-deals/1', () => <DealScreen side="seller" />);
    await screen.findByRole('heading', { name: 'History' });
    expect(screen.queryByRole('heading', { name: 'What this stage asks' })).toBeNull();
  });
});
