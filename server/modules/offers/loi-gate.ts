/**
 * The gate of the "Letter of intent" stage (issue #34): the deal moves on only once both sides signed its letter of
 * intent. Registered here, from connectOffers(), since deals never imports offers.
 */
import { registerStageGate } from '../deals/stage-gates';
import { LOI_STAGE } from './letter-of-intent';
import { loiSignedByBoth } from './loi-gate.query';

export function registerLetterOfIntentGate(): void {
  registerStageGate({
    stage: LOI_STAGE,
    name: 'offers: the letter of intent is signed by both sides',
    check: async (tx, deal, now) => (await loiSignedByBoth(tx, [deal], now)).get(deal.id) ?? null,
    checkMany: loiSignedByBoth,
  });
}
