/** Offer notices to the other side (event `deal_stage_changed`): in-app, pushed, e-mailed per their settings. */
import { quotedListing } from '../../../contracts/listings/constants';
import { formatMoney } from '../../../contracts/format/currency';
import { dealPath } from '../deals/deal-notices';
import type { DealRow } from '../deals/deals.table';
import { listingTitle } from '../listings/listings.repository';
import { notify, type NotifyDeps } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import type { OfferRow } from './offers.table';

export type OfferNews = 'offer' | 'counter' | 'accept' | 'decline' | 'withdraw';

/**
 * Each subject says what happened, so the list and the e-mail's subject line can be read alone; no figure of the
 * terms is in a subject nor in an e-mail (mail is read on lock screens and forwarded): the terms stay in the app.
 */
export function offerSubject(news: OfferNews, offer: Pick<OfferRow, 'version'>): string {
  switch (news) {
    case 'offer':
      return 'New offer on your listing';
    case 'counter':
      return `Counter-offer (version ${offer.version})`;
    case 'accept':
      return 'Your offer was accepted — sign the letter of intent';
    case 'decline':
      return 'Your offer was declined';
    case 'withdraw':
      return 'The offer was withdrawn';
  }
}

/** The in-app text: the figures, for the deal's two sides signed in. */
function offerBody(news: OfferNews, offer: OfferRow, named: string, who: string): string {
  switch (news) {
    case 'offer':
      return `${who} offered ${formatMoney(offer.price)} for ${named}. Answer by ${offer.expiresOn}: accept, decline or counter.`;
    case 'counter':
      return `${who} countered on ${named} with ${formatMoney(offer.price)}. Answer by ${offer.expiresOn}.`;
    case 'accept':
      return `${who} accepted your offer of ${formatMoney(offer.price)} for ${named}. The letter of intent is ready for both signatures.`;
    case 'decline':
      return `${who} declined your offer on ${named}${offer.reason ? `: “${offer.reason}”` : '.'}`;
    case 'withdraw':
      return `${who} withdrew the offer of ${formatMoney(offer.price)} on ${named}.`;
  }
}

/** The e-mail's text: what happened and where to read it, without the terms nor the reason given. */
function offerMailBody(news: OfferNews, offer: OfferRow, named: string, who: string): string {
  switch (news) {
    case 'offer':
      return `${who} made an offer for ${named}. Read its terms in Lexchange and answer by ${offer.expiresOn}.`;
    case 'counter':
      return `${who} countered on ${named}. Read the new terms in Lexchange and answer by ${offer.expiresOn}.`;
    case 'accept':
      return `${who} accepted your offer for ${named}. The letter of intent is ready for both signatures in Lexchange.`;
    case 'decline':
      return `${who} declined your offer on ${named}.${offer.reason ? ' Their reason is in Lexchange.' : ''}`;
    case 'withdraw':
      return `${who} withdrew the offer on ${named}.`;
  }
}

/** Tells the deal's other side; returns the push failures (stored all the same) for the caller to log. */
export async function announceOffer(deps: NotifyDeps, deal: DealRow, actor: UserRow, offer: OfferRow, news: OfferNews): Promise<unknown[]> {
  const recipients = [deal.buyerId, deal.sellerId].filter((id): id is number => id !== null && id !== actor.id);
  if (recipients.length === 0) return [];
  const listing = await listingTitle(deps.database.db, deal.listingId);
  const named = listing ? quotedListing(listing) : 'the listing';
  const who = `${actor.id === deal.buyerId ? 'The buyer' : 'The seller'} (${actor.uniqueId})`;
  const results = await Promise.all(
    recipients.map((userId) =>
      notify(deps, userId, {
        event: 'deal_stage_changed',
        subject: offerSubject(news, offer),
        body: offerBody(news, offer, named, who),
        mailBody: offerMailBody(news, offer, named, who),
        url: dealPath(deal, userId),
      }),
    ),
  );
  return results.flatMap((result) => (result.pushError ? [result.pushError] : []));
}
