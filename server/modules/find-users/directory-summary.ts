/** The one-line summary of a member's customization shown in the directory (never a name, firm or contact). */
import { BUYER_PREFERENCES, FINANCING_OPTIONS, TIMELINES } from '../../../contracts/customization/customization';
import { formatCompact } from '../../../contracts/format/compact';

const label = (options: readonly { key: string; label: string }[], key: string | null) =>
  key ? options.find((option) => option.key === key)?.label : undefined;
const lower = (text: string | undefined) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : undefined);

export function buyerSummary(
  customization: { timeline: string | null; revenueMin: number | null; revenueMax: number | null; financing: readonly string[] } | null,
): string {
  if (!customization) return 'Has not described the practice they want yet';
  const parts: string[] = [];
  const timeline = lower(label(TIMELINES, customization.timeline));
  if (timeline) parts.push(customization.timeline === 'exploring' ? 'Just exploring' : `Buying ${timeline}`);
  const { revenueMin: min, revenueMax: max } = customization;
  if (min !== null || max !== null) {
    parts.push(
      min !== null && max !== null
        ? `$${formatCompact(min)}–$${formatCompact(max)} revenue`
        : min !== null
          ? `revenue from $${formatCompact(min)}`
          : `revenue up to $${formatCompact(max)}`,
    );
  }
  const financing = customization.financing.map((key) => label(FINANCING_OPTIONS, key)).filter(Boolean);
  if (financing.length) parts.push(financing.slice(0, 2).join(', '));
  return parts.length ? parts.join(' · ') : 'Has not described the practice they want yet';
}

export function sellerSummary(
  customization: { timeline: string | null; buyerPreferences: readonly string[] } | null,
  activeListings: number,
): string {
  const parts: string[] = [];
  const timeline = lower(label(TIMELINES, customization?.timeline ?? null));
  if (timeline) parts.push(customization?.timeline === 'exploring' ? 'Exploring a sale' : `Selling ${timeline}`);
  const wants = (customization?.buyerPreferences ?? []).map((key) => lower(label(BUYER_PREFERENCES, key))).filter(Boolean);
  if (wants.length) parts.push(`looks for: ${wants.slice(0, 2).join(', ')}`);
  if (!parts.length) parts.push(activeListings ? 'Practice on the market' : 'Preparing a sale');
  return parts.join(' · ');
}
