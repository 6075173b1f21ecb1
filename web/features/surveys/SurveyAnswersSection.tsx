import { useQuery } from '@tanstack/react-query';
import { surveyRoutes } from '../../../contracts/surveys/routes';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { callApi } from '../../lib/callApi';

async function fetchSubmissions(userId: number, signal?: AbortSignal) {
  return callApi(surveyRoutes.memberSubmissions, { params: { id: userId }, signal });
}

/** Admin → Users → a user: what they answered in the surveys. */
export function SurveyAnswersSection({ userId }: { userId: number }) {
  const submissions = useQuery({ queryKey: ['forms', 'submissions', userId], queryFn: ({ signal }) => fetchSubmissions(userId, signal) });
  return (
    <section aria-labelledby={`survey-answers-${userId}`} className="mb-4">
      <h3 className="h6" id={`survey-answers-${userId}`}>
        Survey answers
      </h3>
      {submissions.isPending ? <LoadingSkeleton count={2} label="Loading survey answers…" /> : null}
      {submissions.isError ? (
        <ErrorState
          title="The survey answers could not be loaded."
          onRetry={() => void submissions.refetch()}
          retrying={submissions.isFetching}
        />
      ) : null}
      {submissions.data?.data.length === 0 ? <p className="small text-body-secondary">No survey answered yet.</p> : null}
      {submissions.data?.data.map((submission) => (
        <div key={submission.id} className="mb-3">
          <p className="small fw-semibold mb-1">
            {submission.title}{' '}
            <span className="fw-normal text-body-secondary">· {new Date(submission.created_at).toLocaleDateString()}</span>
          </p>
          <dl className="row small mb-0">
            {submission.answers.map((item) => (
              <div key={item.question} className="col-12">
                <dt className="fw-normal text-body-secondary">{item.question}</dt>
                <dd className="mb-1">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
