import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VERIFICATION_ORDER, verificationRank } from '../../../contracts/listings/listings';
import { LEVEL_DESCRIPTIONS, type SubmittableLevel } from '../../../contracts/verifications/levels';
import type { Verification } from '../../../contracts/verifications/verifications';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { LevelCard } from './LevelCard';
import { MySubmissions } from './MySubmissions';
import { SubmitVerificationDialog } from './SubmitVerificationDialog';
import { VerificationBadge } from '../../components/VerificationBadge';
import { fetchMyVerifications, verificationKeys } from './verificationsApi';

const LADDER = VERIFICATION_ORDER.filter((level) => level !== 'unverified') as ('VI' | 'VBO' | 'VFL' | 'VLP')[];

/** The newest submission of the level when it ended without the level (rejected, withdrawn, expired, removed): "Submit again" starts from it. */
function lastRefused(submissions: Verification[], level: SubmittableLevel): Verification | undefined {
  const newest = submissions.find((item) => item.level === level && item.source === 'submission');
  return newest && ['rejected', 'withdrawn', 'expired', 'removed'].includes(newest.status) ? newest : undefined;
}

/** /get-verified: the ladder of levels, where the user stands, and their submissions. */
export default function GetVerifiedScreen() {
  const query = useQuery({ queryKey: verificationKeys.mine, queryFn: ({ signal }) => fetchMyVerifications(signal) });
  const [submitting, setSubmitting] = useState<{ level: SubmittableLevel; previous?: Verification } | null>(null);
  const [now] = useState(() => Date.now());

  return (
    <>
      <PageHeader
        title="Get verified"
        lead="Show counterparts who you are and what you can do. Some sellers open their listings only to verified buyers, and verified members get answers faster."
      />
      {query.isPending ? (
        <LoadingSkeleton variant="cards" count={4} label="Loading your verification…" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <section className="card border-0 shadow-sm mb-4" aria-labelledby="standing-title">
            <div className="card-body d-flex flex-wrap align-items-center gap-3">
              <div>
                <h2 id="standing-title" className="h6 text-body-secondary mb-1">
                  Your level
                </h2>
                <VerificationBadge level={query.data.level} size="md" />
              </div>
              <p className="mb-0 flex-grow-1 small text-body-secondary" style={{ minWidth: '16rem' }}>
                {query.data.level === 'unverified'
                  ? 'You are not verified yet. Start with Identity Verified: it takes a few minutes.'
                  : `${LEVEL_DESCRIPTIONS[query.data.level].proves} Listings that ask for ${LEVEL_DESCRIPTIONS[query.data.level].label} or a lower level open to you.`}
              </p>
            </div>
          </section>
          <h2 className="h5 mb-3">The levels</h2>
          <ol className="list-unstyled verification-ladder mb-5">
            {LADDER.map((level) => (
              <li key={level} className="mb-3">
                <LevelCard
                  level={level}
                  held={verificationRank(query.data.level) >= verificationRank(level)}
                  submissions={query.data.data.filter((item: Verification) => item.level === level)}
                  onSubmit={level === 'VFL' ? undefined : () => setSubmitting({ level, previous: lastRefused(query.data.data, level) })}
                  now={now}
                />
              </li>
            ))}
          </ol>
          <MySubmissions
            submissions={query.data.data}
            onResubmit={(previous) => setSubmitting({ level: previous.level as SubmittableLevel, previous })}
          />
        </>
      )}
      {submitting ? (
        <SubmitVerificationDialog level={submitting.level} previous={submitting.previous} onClose={() => setSubmitting(null)} />
      ) : null}
    </>
  );
}
