import { CHAT_MESSAGES, type Chat, type ChatMember, type MatchParty } from '../../../contracts/chats/chats';

/** The people the viewer talks to, as the API presents them (anonymous until a match is accepted). */
export function counterparts(chat: Chat): ChatMember[] {
  return chat.members;
}

/** The chat's name in the list and header: support chats by subject, matches by the other side. */
export function chatTitle(chat: Chat): string {
  if (chat.type === 'support') {
    if (chat.my_role === 'staff') return chat.members.map(memberName).join(', ') || CHAT_MESSAGES.support;
    return CHAT_MESSAGES.support;
  }
  return matchParties(chat).map(partyName).join(' · ') || 'Match';
}

/** The other side of a match from docs/product.md "Entities"'s buyer_info / seller_info (both sides, seller first, for staff). */
export function matchParties(chat: Chat): (MatchParty | null)[] {
  if (chat.my_role === 'buyer') return [chat.seller_info];
  if (chat.my_role === 'seller') return [chat.buyer_info];
  return [chat.seller_info, chat.buyer_info];
}

/** A party's name once the match is accepted, its handle before; a deleted account as a former member. */
export const partyName = (party: MatchParty | null): string => (party ? (party.name ?? party.unique_id) : CHAT_MESSAGES.formerMember);

export function memberName(member: ChatMember): string {
  if (member.former_member) return CHAT_MESSAGES.formerMember;
  return member.full_name ?? member.name;
}

export function chatSubtitle(chat: Chat): string {
  if (chat.type === 'support') return chat.subject ?? 'Support request';
  return chat.listing?.headline ?? 'Listing';
}

export const STATUS_LABELS: Record<Chat['status'], { label: string; tone: string }> = {
  pending: { label: 'Request pending', tone: 'warning' },
  accepted: { label: 'Match accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  open: { label: 'Support', tone: 'info' },
};

const ROLE_LABELS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller', member: 'Member' };
export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;

/** "12:04" today, "Mon 3 Mar" otherwise, in the browser's time zone. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return date.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** A message's text without markup, for the list preview. */
export function plainPreview(html: string, max = 90): string {
  const text = html
    .replace(/<\/?(strong|em|b|i|u|a|span|code)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
