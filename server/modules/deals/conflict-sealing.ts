/** How the conflict check's names are sealed (decision 0012): one key label, and each ciphertext bound to its row. */
export type DealSide = 'buyer' | 'seller';

export const otherSide = (side: DealSide): DealSide => (side === 'buyer' ? 'seller' : 'buyer');

export const conflictSealing = {
  label: 'lexchange.deal-conflict-check.v1',
  boundTo: (dealId: number, side: DealSide, kind: 'list' | 'hits') => `deal:${dealId}:${side}:${kind}`,
} as const;
