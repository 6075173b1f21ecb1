import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SURVEY_TEXT_MAX, type Survey } from '../../../contracts/surveys/constants';
import { isApiError } from '../../lib/api';
import { submitSurvey } from './surveysApi';

type Answers = Record<string, string | string[]>;

/** The answers' schema (and zod) load with the open dialog, not with the member area's first screen (issue #16). */
const loadSurveyAnswersSchema = () => import('../../../contracts/surveys/surveys').then((surveys) => surveys.surveyAnswersSchema);

/** The survey's questions as a form: one answer, several answers, or a note; errors beside each question. */
export function SurveyDialog({ survey, onClose, onSubmitted }: { survey: Survey; onClose: () => void; onSubmitted: () => void }) {
  const id = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (clean: Record<string, unknown>) => submitSurvey(survey.key, clean),
    onSuccess: onSubmitted,
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      const next: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors)) next[field.replace(/^answers\./, '')] = messages[0]!;
      setErrors(next);
    },
  });
  useEffect(() => void loadSurveyAnswersSchema().catch(() => undefined), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = Object.fromEntries(Object.entries(answers).filter(([, value]) => (Array.isArray(value) ? true : value.trim() !== '')));
    let surveyAnswersSchema: Awaited<ReturnType<typeof loadSurveyAnswersSchema>>;
    try {
      surveyAnswersSchema = await loadSurveyAnswersSchema();
    } catch {
      // The schema did not load (offline, a new deploy): the server checks the answers and says what is wrong.
      return save.mutate(clean);
    }
    const parsed = surveyAnswersSchema(survey).safeParse(clean);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??= clean[String(issue.path[0])] === undefined ? 'Please answer this question.' : issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(parsed.data as Record<string, unknown>);
  };
  const toggle = (key: string, option: string, on: boolean) =>
    setAnswers((current) => {
      const list = new Set((current[key] as string[] | undefined) ?? []);
      if (on) list.add(option);
      else list.delete(option);
      return { ...current, [key]: [...list] };
    });

  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby={`${id}-title`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {survey.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {survey.questions.map((question) => {
            const error = errors[question.key];
            const name = `${id}-${question.key}`;
            return (
              <fieldset key={question.key} className="mb-3" aria-describedby={error ? `${name}-error` : undefined}>
                <legend className="form-label fs-6 mb-1">
                  {question.label}
                  {question.required ? null : <span className="text-body-secondary"> (optional)</span>}
                </legend>
                {question.kind === 'text' ? (
                  <textarea
                    className={`form-control${error ? ' is-invalid' : ''}`}
                    rows={2}
                    maxLength={SURVEY_TEXT_MAX}
                    aria-label={question.label}
                    value={(answers[question.key] as string | undefined) ?? ''}
                    onChange={(event) => setAnswers({ ...answers, [question.key]: event.target.value })}
                  />
                ) : (
                  question.options!.map((option, index) => (
                    <div key={option} className="form-check">
                      <input
                        className={`form-check-input${error ? ' is-invalid' : ''}`}
                        type={question.kind === 'choice' ? 'radio' : 'checkbox'}
                        id={`${name}-${index}`}
                        name={name}
                        checked={
                          question.kind === 'choice'
                            ? answers[question.key] === option
                            : ((answers[question.key] as string[] | undefined) ?? []).includes(option)
                        }
                        onChange={(event) =>
                          question.kind === 'choice'
                            ? setAnswers({ ...answers, [question.key]: option })
                            : toggle(question.key, option, event.target.checked)
                        }
                      />
                      <label className="form-check-label" htmlFor={`${name}-${index}`}>
                        {option}
                      </label>
                    </div>
                  ))
                )}
                {error ? (
                  <div id={`${name}-error`} className="invalid-feedback d-block">
                    {error}
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          {isApiError(save.error) && save.error.status !== 422 && save.error.status !== null && save.error.status < 500 ? (
            <p className="text-danger small" role="alert">
              {save.error.message}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={save.isPending}>
            Not now
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Send answers
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
