import { CHAT_MESSAGES, type ChatMember, type MatchParty, type ParticipantRole } from '../../../contracts/chats/chats';
import type { Db } from '../../platform/db/database';
import { getBuyerCustomization } from '../customization/customization.service';
import { profileImageUrl } from '../users/profile';
import type { MemberRecord } from './chat-members.query';
import type { ChatRow } from './chats.table';

/** Before a match is accepted the parties are anonymous to each other (unique id, level, buyer's customization). */
export const identityOpen = (chat: ChatRow, viewerIsStaff: boolean) =>
  viewerIsStaff || chat.type === 'support' || chat.status === 'accepted';

/** A member as this viewer may see them. */
export async function presentMember(
  db: Db,
  chat: ChatRow,
  member: MemberRecord,
  viewerIsStaff: boolean,
  viewerRole: string,
): Promise<ChatMember> {
  const user = member.user;
  if (!user) {
    return {
      role: member.role,
      user_id: null,
      unique_id: null,
      name: CHAT_MESSAGES.formerMember,
      former_member: true,
      full_name: null,
      email: null,
      phone: null,
      image_url: null,
      user_type: null,
      verification_level: null,
      customization: null,
    };
  }
  const open = identityOpen(chat, viewerIsStaff);
  const fullName = `${user.firstName} ${user.lastName}`;
  const showCustomization = member.role === 'buyer' && (viewerIsStaff || viewerRole === 'seller');
  return {
    role: member.role,
    user_id: open ? user.id : null,
    unique_id: user.uniqueId,
    name: open ? fullName : user.uniqueId,
    former_member: false,
    full_name: open ? fullName : null,
    email: open ? user.email : null,
    phone: open ? user.phone : null,
    image_url: open ? profileImageUrl(user) : null,
    user_type: user.userType,
    verification_level: user.verificationLevel,
    customization: showCustomization ? await getBuyerCustomization(db, user.id) : null,
  };
}

/** docs/product.md "Entities"'s match fields, as this viewer may see them: who the seller is only once they may be identified. */
export function matchFields(
  chat: ChatRow,
  members: MemberRecord[],
  viewer: { id: number; isStaff: boolean },
): { seller_id: number | null; buyer_info: MatchParty | null; seller_info: MatchParty | null } {
  if (chat.type !== 'match') return { seller_id: null, buyer_info: null, seller_info: null };
  const open = identityOpen(chat, viewer.isStaff);
  const party = (role: ParticipantRole): MatchParty | null => {
    const user = members.find((member) => member.role === role)?.user;
    if (!user) return null;
    const named = open || user.id === viewer.id;
    return {
      unique_id: user.uniqueId,
      verification_level: user.verificationLevel,
      name: named ? `${user.firstName} ${user.lastName}` : null,
    };
  };
  const seller = members.find((member) => member.role === 'seller')?.user ?? null;
  return {
    seller_id: seller && (open || seller.id === viewer.id) ? seller.id : null,
    buyer_info: party('buyer'),
    seller_info: party('seller'),
  };
}
