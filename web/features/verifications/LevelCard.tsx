import { Link } from 'react-router';
import { LEVEL_DESCRIPTIONS, OPEN_VERIFICATION_STATUSES } from '../../../contracts/verifications/levels';
import type { Verification } from '../../../contracts/verifications/verifications';
import { formatDate } from '../../lib/dates';
import { VerificationBadge } from '../../components/VerificationBadge';

/** What each level opens, in the product's words (docs/product.md "Confidentiality model", "Verification"). */
const UNLOCKS: Record<'VI' | 'VBO' | 'VFL' | 'VLP', string> = {
  VI: 'Listings whose sellers ask for Identity Verified buyers, and a real person behind your handle for the other side.',
  VBO: 'Buyers see that you own the firm you list and are admitted to the bar; listings that ask for Owner Verified open to you.',
  VFL: 'Buyers see that your asking figures rest on an expert valuation; listings that ask for Valuation Verified open to you.',
  VLP: 'Every listing, including those that ask for Funds Verified buyers; sellers see you can close.',
};

const DAY = 86_400_000;

interface LevelCardProps {
  level: 'VI' | 'VBO' | 'VFL' | 'VLP';
  /** The user's level meets this one (by this grant or a higher one). */
  held: boolean;
  submissions: Verification[];
  /** Opens the form; undefined for levels that are earned, not submitted. */
  onSubmit?: () => void;
  /** The time the screen loaded (ms), for "renew" within 30 days of the expiry. */
  now: number;
}

export function LevelCard({ level, held, submissions, onSubmit, now }: LevelCardProps) {
  const description = LEVEL_DESCRIPTIONS[level];
  const granted = submissions.find((item) => item.status === 'approved');
  const open = submissions.find((item) => (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(item.status));
  const expiresSoon = granted?.expires_at ? Date.parse(granted.expires_at) - now < 30 * DAY : false;

  let standing: { text: string; tone: string; icon: string };
  if (open)
    standing = {
      text: open.status === 'in_review' ? 'In review' : 'Submitted, waiting for review',
      tone: 'text-info-emphasis',
      icon: 'hourglass-split',
    };
  else if (granted)
    standing = {
      text: granted.expires_at ? `Verified until ${formatDate(granted.expires_at)}` : 'Verified',
      tone: 'text-success-emphasis',
      icon: 'check-circle-fill',
    };
  else if (held) standing = { text: 'Met through a higher level', tone: 'text-success-emphasis', icon: 'check-circle' };
  else standing = { text: 'Not yet', tone: 'text-body-secondary', icon: 'circle' };

  const canSubmit = onSubmit && !open && (!granted || expiresSoon);
  return (
    <article className="card h-100" aria-labelledby={`level-${level}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h3 id={`level-${level}`} className="h6 mb-0">
            <VerificationBadge level={level} size="md" />
          </h3>
          <span className={`small fw-semibold ${standing.tone}`}>
            <i className={`bi bi-${standing.icon} me-1`} aria-hidden="true" />
            {standing.text}
          </span>
        </div>
        <dl className="row small mb-0">
          <dt className="col-md-3 text-body-secondary fw-normal">What it proves</dt>
          <dd className="col-md-9">{description.proves}</dd>
          <dt className="col-md-3 text-body-secondary fw-normal">What it opens</dt>
          <dd className="col-md-9">{UNLOCKS[level]}</dd>
          <dt className="col-md-3 text-body-secondary fw-normal">How</dt>
          <dd className="col-md-9 mb-0">{description.how}</dd>
        </dl>
      </div>
      {canSubmit || level === 'VFL' ? (
        <div className="card-footer bg-transparent border-0 pt-0 pb-3">
          {level === 'VFL' ? (
            granted ? null : (
              <Link to="/get-valuation" className="btn btn-sm btn-outline-primary">
                Get a valuation
              </Link>
            )
          ) : (
            <button type="button" className="btn btn-sm btn-primary" onClick={onSubmit}>
              {granted ? 'Renew' : submissions.length > 0 ? 'Submit again' : `Get ${description.label}`}
            </button>
          )}
        </div>
      ) : null}
    </article>
  );
}
