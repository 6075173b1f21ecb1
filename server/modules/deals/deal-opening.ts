/** Deals' part of a match: an accepted match opens a deal at the first stage; the chat list shows its deal. */
import { onMatchAccepted, provideChatDeals } from '../chats/match-events';
import { createDealForMatch, dealsOfChats } from './deals.service';

export function registerDealsMatchSteps(): void {
  onMatchAccepted({
    name: 'deals: open a deal',
    async run(tx, match) {
      await createDealForMatch(tx, match);
    },
  });
  provideChatDeals(dealsOfChats);
}
