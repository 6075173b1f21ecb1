import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildDeal, buildStage } from '../../test/dealFixtures';
import { DealBoard } from './DealBoard';
import { isCollapsedColumn } from './dealLabels';

const STAGES = [buildStage(1, { name: 'Introduction' }), buildStage(2, { name: 'NDA signed' }), buildStage(3, { name: 'Conflict check' })];

function board(deals = [buildDeal(1, { stage_id: 2 }), buildDeal(2, { stage_id: 2 })]) {
  render(
    <MemoryRouter>
      <DealBoard deals={deals} stages={STAGES} side="seller" onMove={() => {}} isStaff={false} />
    </MemoryRouter>,
  );
  return (name: string) => screen.getByRole('region', { name });
}

describe('the pipeline board’s columns', () => {
  it('collapse when their stage holds no deal', () => {
    expect(isCollapsedColumn([])).toBe(true);
    expect(isCollapsedColumn([buildDeal(1)])).toBe(false);
  });

  it('show an empty stage as a strip that still names the stage and its count, and the stages with deals in full', () => {
    const column = board();
    for (const name of ['Introduction: 0 deals', 'Conflict check: 0 deals']) {
      const strip = column(name);
      expect(strip.className).toContain('deal-board__column--collapsed');
      expect(within(strip).getByRole('heading', { level: 2 }).textContent).toBe(name.split(':')[0]);
      expect(within(strip).getByText('0')).toBeTruthy();
      expect(strip.getAttribute('title')).toBe(`${name.split(':')[0]}: no deals. Drop a deal here to move it to this stage.`);
      expect(within(strip).queryByRole('list')).toBeNull();
    }
    const full = column('NDA signed: 2 deals');
    expect(full.className).not.toContain('deal-board__column--collapsed');
    expect(full.getAttribute('title')).toBeNull();
    expect(
      within(full)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Deal on Practice 1', 'Deal on Practice 2']);
  });
});
