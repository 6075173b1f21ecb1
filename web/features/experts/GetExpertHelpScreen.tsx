import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CreateSupportChatSchema, MESSAGE_BODY_MAX } from '../../../contracts/chats/chats';
import { FormAlert } from '../../components/form/FormAlert';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { CHAT_KEYS, openSupportChat } from '../chats/chatsApi';
import { markdownToHtml } from '../../lib/richText';
import { BookACallInstead } from './BookACallInstead';

export const EXPERT_HELP_TOPICS = [
  'Buying a practice',
  'Selling a practice',
  'Valuing a practice',
  'Getting verified',
  'A deal in progress',
  'My account',
  'Something else',
] as const;

type Field = 'subject' | 'message';

/** /get-expert-help (and "Contact support"): a topic and a question open a support chat with the Lexchange team. */
export default function GetExpertHelpScreen() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialTopic = params.get('topic');
  const [topic, setTopic] = useState<string>(EXPERT_HELP_TOPICS.find((item) => item === initialTopic) ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const open = useMutation({
    mutationFn: () => openSupportChat(topic, markdownToHtml(message)),
    onSuccess: (chat) => {
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all });
      const toast = { message: 'Your question is with our team. We usually answer within one business day.', kind: 'success' };
      void navigate(`/messages?chat=${chat.id}`, { state: { toast } });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422)
        setErrors({ subject: error.fieldError('subject'), message: error.fieldError('message') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateSupportChatSchema.safeParse({ subject: topic, message });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Field] ??= issue.path[0] === 'subject' ? 'Choose a topic.' : issue.message;
      return setErrors(next);
    }
    setErrors({});
    open.mutate();
  };

  const generalError =
    isApiError(open.error) && open.error.status !== null && open.error.status !== 422 && open.error.status < 500
      ? open.error.message
      : null;
  return (
    <div style={{ maxWidth: '44rem' }}>
      <PageHeader
        title="Get expert help"
        lead="Ask the Lexchange team anything about buying, selling or valuing a practice. Your question opens a private chat in Messages."
      />
      <form className="card" onSubmit={submit} noValidate aria-label="Ask the Lexchange team">
        <div className="card-body p-3 p-md-4">
          <FormAlert>{generalError}</FormAlert>
          <div className="mb-3">
            <label htmlFor={`${id}-topic`} className="form-label">
              Topic
            </label>
            <select
              id={`${id}-topic`}
              className={`form-select${errors.subject ? ' is-invalid' : ''}`}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${id}-topic-error` : undefined}
            >
              <option value="">Choose a topic…</option>
              {EXPERT_HELP_TOPICS.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
            {errors.subject ? (
              <div id={`${id}-topic-error`} className="invalid-feedback">
                {errors.subject}
              </div>
            ) : null}
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-message`} className="form-label">
              Your question
            </label>
            <textarea
              id={`${id}-message`}
              className={`form-control${errors.message ? ' is-invalid' : ''}`}
              rows={6}
              maxLength={MESSAGE_BODY_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
            />
            <div id={`${id}-message-hint`} className="form-text">
              Tell us about your practice or the listing you have in mind. **bold**, *italic* and “- ” lists work.
            </div>
            {errors.message ? (
              <div id={`${id}-message-error`} className="invalid-feedback">
                {errors.message}
              </div>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary" disabled={open.isPending}>
            {open.isPending ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : (
              <i className="bi bi-send me-2" aria-hidden="true" />
            )}
            Send to the Lexchange team
          </button>
        </div>
      </form>
      <BookACallInstead />
    </div>
  );
}
