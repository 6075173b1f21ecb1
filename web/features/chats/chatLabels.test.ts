import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { buildChat } from '../../test/chatFixtures';
import { chatTitle } from './chatLabels';

const buyer = { unique_id: 'LX-B100', verification_level: 'VI', name: null };
const seller = { unique_id: 'LX-S7', verification_level: 'VBO', name: null };

describe('a match’s title', () => {
  it('names the other side from buyer_info / seller_info: the handle before acceptance, the name after', () => {
    expect(
      chatTitle(buildChat({ status: 'pending', my_role: 'buyer', buyer_info: { ...buyer, name: 'Bea Buyer' }, seller_info: seller })),
    ).toBe('LX-S7');
    expect(
      chatTitle(buildChat({ status: 'pending', my_role: 'seller', buyer_info: buyer, seller_info: { ...seller, name: 'Sam Seller' } })),
    ).toBe('LX-B100');
    expect(chatTitle(buildChat({ my_role: 'buyer', seller_info: { ...seller, name: 'Sam Seller' } }))).toBe('Sam Seller');
  });

  it('shows staff both sides, seller first, and a deleted account as a former member', () => {
    expect(
      chatTitle(
        buildChat({ my_role: 'staff', seller_info: { ...seller, name: 'Sam Seller' }, buyer_info: { ...buyer, name: 'Bea Buyer' } }),
      ),
    ).toBe('Sam Seller · Bea Buyer');
    expect(chatTitle(buildChat({ my_role: 'buyer', seller_info: null }))).toBe(CHAT_MESSAGES.formerMember);
  });
});
