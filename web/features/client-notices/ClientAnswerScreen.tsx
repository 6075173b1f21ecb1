/**
 * The page behind a client's link in their notice e-mail or letter: no account; the client objects, consents or asks
 * for their file, and may change the answer while the link is open. It names no one, so it tells nothing to someone
 * who is not the client.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  CLIENT_ANSWER_LABELS,
  CLIENT_ANSWERS,
  type ClientAnswer,
  type ClientResponsePage,
} from '../../../contracts/client-notices/client-notices';
import { isApiError } from '../../lib/api';
import { answerNotice, fetchAnswerPage } from './clientNoticesApi';
import { shortDate } from './noticeLabels';

const HINTS: Record<ClientAnswer, string> = {
  objected: 'Your file and your matter will not be transferred to the buyer.',
  consented: 'Your file and your matter may be transferred to the buyer.',
  file_requested: 'Your file will be delivered to you or to the lawyer you choose.',
};

function Closed() {
  return (
    <>
      <h1 id="client-answer-title" className="h3 mb-3">
        This link is not open
      </h1>
      <p className="mb-0">It has expired or is not a valid link. Please contact the lawyer who wrote to you.</p>
    </>
  );
}

export default function ClientAnswerScreen() {
  const { token = '' } = useParams();
  // The public pages have no query client: one read when the page opens, one write per answer.
  const [current, setCurrent] = useState<ClientResponsePage | null | undefined>(undefined);
  const [choice, setChoice] = useState<ClientAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchAnswerPage(token, controller.signal).then(setCurrent, () => {
      if (!controller.signal.aborted) setCurrent(null);
    });
    return () => controller.abort();
  }, [token]);
  const selected = choice ?? current?.answer ?? null;
  const send = async (picked: ClientAnswer) => {
    setSending(true);
    setError(null);
    try {
      setCurrent(await answerNotice(token, picked));
      setChoice(null);
      setSaved(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Your answer could not be saved. Please try again.');
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="card mx-auto" style={{ maxWidth: '38rem' }} aria-labelledby="client-answer-title">
      <div className="card-body p-4 p-md-5">
        {current === undefined ? (
          <p className="placeholder-glow mb-0">
            <span className="placeholder col-8" />
          </p>
        ) : !current || current.status === 'closed' ? (
          <Closed />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (selected) void send(selected);
            }}
          >
            <h1 id="client-answer-title" className="h3 mb-3">
              Your answer to the notice of sale
            </h1>
            <p>
              Your lawyer wrote to you about the proposed sale of their law practice. You may object to the transfer of your file, consent
              to it, or ask to take possession of your file. If you do not object, your consent will be presumed when the 90 days end.
            </p>
            {current.window_ends_on ? (
              <p className="small text-body-secondary">You can answer, or change your answer, until {shortDate(current.window_ends_on)}.</p>
            ) : null}
            <fieldset className="mb-3">
              <legend className="h6">Your answer</legend>
              {CLIENT_ANSWERS.map((option) => (
                <div className="form-check mb-2" key={option}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="answer"
                    id={`answer-${option}`}
                    checked={selected === option}
                    onChange={() => setChoice(option)}
                  />
                  <label className="form-check-label" htmlFor={`answer-${option}`}>
                    {CLIENT_ANSWER_LABELS[option]}
                    <span className="d-block small text-body-secondary">{HINTS[option]}</span>
                  </label>
                </div>
              ))}
            </fieldset>
            {saved && current.answer && !choice ? (
              <div className="alert alert-success" role="status">
                Thank you. Your answer is recorded: “{CLIENT_ANSWER_LABELS[current.answer]}”.
              </div>
            ) : current.answer && !choice ? (
              <p className="small">You answered: “{CLIENT_ANSWER_LABELS[current.answer]}”. A new answer replaces it.</p>
            ) : null}
            {error ? (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={!selected || sending || (selected === current.answer && !choice)}>
              Send my answer
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
