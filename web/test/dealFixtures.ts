import type { Deal, DealDetail, DealStage } from '../../contracts/deals/deals';

/** Test data in the deals API's shapes. */
export function buildStage(id: number, overrides: Partial<DealStage> = {}): DealStage {
  return {
    id,
    name: `Stage ${id}`,
    position: id,
    is_closed: false,
    outcome: null,
    retired: false,
    checklist: [],
    ...overrides,
  };
}

export function buildDeal(id: number, overrides: Partial<Deal> = {}): Deal {
  return {
    id,
    listing: { id: 10 + id, reference: 'LST-4HX2P8M6TQ', headline: `Practice ${id}`, status: 'active' },
    chat_id: id,
    stage_id: 1,
    likelihood_of_closing: 50,
    buyer_id: 2,
    seller_id: 3,
    buyer_info: { unique_id: `LX-B${id}`, verification_level: 'VI', name: 'Bea Buyer' },
    seller_info: { unique_id: `LX-S${id}`, verification_level: 'VBO', name: 'Sam Seller' },
    my_side: 'seller',
    is_closed: false,
    closed_reason: null,
    access_revoked: false,
    stage_changed_at: '2026-03-01T10:00:00.000Z',
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    pending_gates: [],
    ...overrides,
  };
}

/** One deal as GET /deals/{id} answers: no history, no client notice sent, no conflict check started. */
export function buildDealDetail(id: number, overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    ...buildDeal(id),
    history: [],
    client_notice: { sent_on: null, window_ends_on: null, days_left: null, window_ended: false },
    conflict_check: {
      status: 'not_started',
      my_list_submitted: false,
      their_list_submitted: false,
      my_hits: null,
      my_hit_count: null,
      their_hit_count: null,
      hits_hidden: false,
      restarts_left: 2,
      flags: null,
      my_answer: null,
      their_answer_given: false,
      outcome: null,
      compared_at: null,
      completed_at: null,
    },
    ...overrides,
  };
}
