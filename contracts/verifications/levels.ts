/**
 * Verification levels (docs/product.md "Entities", "Verification"): what each proves, how it is obtained, how long it
 * lasts, and the one rule that turns a user's approved grants into their level.
 */
import { VERIFICATION_ORDER, verificationRank } from '../listings/constants';
import { verificationLabel, type VerificationLevelKey } from '../users/users';

/** The levels a user can hold (unverified is the absence of any). */
export const GRANTABLE_LEVELS = ['VI', 'VBO', 'VFL', 'VLP'] as const;
export type GrantableLevel = (typeof GRANTABLE_LEVELS)[number];

/** The levels a user submits documents for; VFL is earned from a completed expert valuation. */
export const SUBMITTABLE_LEVELS = ['VI', 'VBO', 'VLP'] as const;
export type SubmittableLevel = (typeof SUBMITTABLE_LEVELS)[number];

/** How a grant came to be: a reviewed submission, earned elsewhere in the product, or granted by staff directly. */
export const VERIFICATION_SOURCES = ['submission', 'valuation', 'staff'] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

/** A submission's life: submitted → in_review (assigned) → approved | rejected; withdrawn by the user; expired or removed later. */
export const VERIFICATION_STATUSES = ['submitted', 'in_review', 'approved', 'rejected', 'withdrawn', 'expired', 'removed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const OPEN_VERIFICATION_STATUSES = ['submitted', 'in_review'] as const satisfies readonly VerificationStatus[];

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  removed: 'Removed',
};

/** Funds letters go stale: VLP lasts 180 days from approval. */
export const FUNDS_VALID_DAYS = 180;
/** The reminder e-mail goes this many days before a level expires. */
export const EXPIRY_REMINDER_DAYS = 14;
/** Documents of a rejected or withdrawn submission are deleted this many days after the decision. */
export const DOCUMENT_RETENTION_DAYS = 30;

export interface LevelDescription {
  key: VerificationLevelKey;
  label: string;
  /** What staff checked, for the badge's tooltip. */
  checked: string;
  /** What the level proves to the other side, for /get-verified. */
  proves: string;
  /** How a user gets it. */
  how: string;
}

export const LEVEL_DESCRIPTIONS: Record<VerificationLevelKey, LevelDescription> = {
  unverified: {
    key: 'unverified',
    label: verificationLabel('unverified'),
    checked: 'Nothing has been checked yet.',
    proves: 'Nothing yet: counterparts see only your anonymous handle.',
    how: 'Every account starts here.',
  },
  VI: {
    key: 'VI',
    label: verificationLabel('VI'),
    checked: 'Staff checked a government-issued photo ID against the account name.',
    proves: 'You are the person named on the account.',
    how: 'Upload a government ID (image or PDF) and confirm it is yours.',
  },
  VBO: {
    key: 'VBO',
    label: verificationLabel('VBO'),
    checked: "Staff checked proof of firm ownership and the attorney's bar admission with the state bar.",
    proves: 'You own the firm you list and are admitted to the bar.',
    how: 'Upload proof of ownership (state registration or engagement letter) and give your bar admission.',
  },
  VFL: {
    key: 'VFL',
    label: verificationLabel('VFL'),
    checked: 'An expert valuation of the practice was completed on Lexchange.',
    proves: 'Your practice has an expert valuation completed on Lexchange.',
    how: 'Earned automatically when an expert valuation of your practice completes.',
  },
  VLP: {
    key: 'VLP',
    label: verificationLabel('VLP'),
    checked: 'Staff checked a proof-of-funds or financing letter for the amount shown.',
    proves: 'You have the funds or financing to buy a practice.',
    how: 'Upload a proof-of-funds or financing letter and give the amount. Valid for 180 days.',
  },
};

/** A grant that counts toward the level: approved and not past its expiry. */
export interface LevelGrant {
  level: string;
  status: string;
  expiresAt: Date | null;
}

/**
 * The one rule (issue #14): a user's level is the highest approved, unexpired level in VERIFICATION_ORDER
 * (unverified < VI < VBO < VFL < VLP); with none, unverified.
 */
export function levelFromGrants(grants: readonly LevelGrant[], now: Date): VerificationLevelKey {
  let best = 0;
  for (const grant of grants) {
    if (grant.status !== 'approved') continue;
    if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) continue;
    best = Math.max(best, verificationRank(grant.level));
  }
  return VERIFICATION_ORDER[best]!;
}
