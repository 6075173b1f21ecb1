import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OutboxMailSummary, OutboxText } from '../../../../contracts/outbox/route-schemas';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/dates';
import { OutboxMailView } from './OutboxMailView';
import { fetchOutboxChannels, fetchOutboxMails, fetchOutboxTexts, outboxKeys } from './outboxApi';
import './outbox.css';

/** "Showing the newest 200 of 340" once the outbox holds more than the list shows. */
function Capped({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <p className="small text-body-secondary mt-2">
      Showing the newest {shown} of {total}. The rest are files in DATA_DIR/outbox.
    </p>
  ) : null;
}

function MailList({ mails, selected, onSelect }: { mails: OutboxMailSummary[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <ul className="list-group outbox-list" aria-label="E-mails, newest first">
      {mails.map((mail) => (
        <li key={mail.id} className="list-group-item p-0">
          <button
            type="button"
            className={cx('outbox-list__item', mail.id === selected && 'outbox-list__item--selected')}
            aria-current={mail.id === selected ? 'true' : undefined}
            onClick={() => onSelect(mail.id)}
          >
            <span className="outbox-list__subject">{mail.subject || '(no subject)'}</span>
            <span className="outbox-list__meta">
              <span className="text-truncate">{mail.to}</span>
              <time dateTime={mail.sent_at}>{formatDateTime(mail.sent_at)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** New messages arrive while staff look (a newcomer registering at the next desk): the lists refresh themselves. */
const LIVE = { refetchInterval: 10_000 } as const;

const matches = (recipient: string, search: string) => recipient.toLowerCase().includes(search.trim().toLowerCase());

function RecipientSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="mb-2">
      <label className="visually-hidden" htmlFor="outbox-recipient">
        Find by recipient
      </label>
      <input
        id="outbox-recipient"
        type="search"
        className="form-control form-control-sm"
        placeholder="Find by recipient (e-mail or phone)"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Mails() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const selected = params.get('mail');
  const mails = useQuery({ queryKey: outboxKeys.mails, queryFn: ({ signal }) => fetchOutboxMails(signal), ...LIVE });
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('mail', id);
      else next.delete('mail');
      return next;
    });
  if (mails.isPending) return <LoadingSkeleton variant="rows" count={4} label="Loading e-mails…" />;
  if (mails.isError)
    return <ErrorState title="The e-mails could not be loaded." onRetry={() => void mails.refetch()} retrying={mails.isFetching} />;
  if (mails.data.messages.length === 0)
    return (
      <EmptyState title="No e-mails yet" icon="envelope">
        E-mails appear here as Lexchange writes them: a newcomer’s verification link, password resets, notifications.
      </EmptyState>
    );
  const shown = mails.data.messages.filter((mail) => matches(mail.to, search));
  return (
    <div className={cx('outbox-mails', selected && 'outbox-mails--reading')}>
      <div className="outbox-mails__list">
        <RecipientSearch value={search} onChange={setSearch} />
        {shown.length > 0 ? (
          <MailList mails={shown} selected={selected} onSelect={select} />
        ) : (
          <p className="small text-body-secondary">No e-mail to that recipient among the newest.</p>
        )}
        <Capped shown={mails.data.messages.length} total={mails.data.total} />
      </div>
      <div className="outbox-mails__reader">
        {selected ? (
          <OutboxMailView id={selected} onBack={() => select(null)} />
        ) : (
          <p className="outbox-mails__hint text-body-secondary">Choose an e-mail to read it as its recipient would.</p>
        )}
      </div>
    </div>
  );
}

function TextRow({ text }: { text: OutboxText }) {
  return (
    <li className="list-group-item outbox-text">
      <div className="outbox-list__meta">
        <span className="fw-semibold">{text.to}</span>
        <time dateTime={text.sent_at}>{formatDateTime(text.sent_at)}</time>
      </div>
      <p className="mb-0 mt-1">{text.body}</p>
    </li>
  );
}

function Texts() {
  const [search, setSearch] = useState('');
  const texts = useQuery({ queryKey: outboxKeys.texts, queryFn: ({ signal }) => fetchOutboxTexts(signal), ...LIVE });
  if (texts.isPending) return <LoadingSkeleton variant="rows" count={4} label="Loading texts…" />;
  if (texts.isError)
    return <ErrorState title="The texts could not be loaded." onRetry={() => void texts.refetch()} retrying={texts.isFetching} />;
  if (texts.data.messages.length === 0)
    return (
      <EmptyState title="No texts yet" icon="phone">
        Texts appear here as Lexchange writes them: the codes members ask for to verify their phone or sign in.
      </EmptyState>
    );
  const shown = texts.data.messages.filter((text) => matches(text.to, search));
  return (
    <>
      <RecipientSearch value={search} onChange={setSearch} />
      {shown.length > 0 ? (
        <ul className="list-group outbox-list" aria-label="Texts, newest first">
          {shown.map((text) => (
            <TextRow key={text.id} text={text} />
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary">No text to that recipient among the newest.</p>
      )}
      <Capped shown={texts.data.messages.length} total={texts.data.total} />
    </>
  );
}

const CHANNELS = [
  { channel: 'mail', label: 'E-mails', icon: 'envelope' },
  { channel: 'sms', label: 'Texts', icon: 'phone' },
] as const;

/** Admin → Outbox: the e-mails and texts Lexchange wrote to DATA_DIR because no mail server or SMS provider is set. */
export default function OutboxScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const channels = useQuery({ queryKey: outboxKeys.channels, queryFn: ({ signal }) => fetchOutboxChannels(signal), staleTime: Infinity });
  if (channels.isPending) return <LoadingSkeleton variant="rows" count={4} label="Loading the outbox…" />;
  if (channels.isError) return <ErrorState onRetry={() => void channels.refetch()} retrying={channels.isFetching} />;
  const { mail, sms } = channels.data;
  if (!mail && !sms)
    return (
      <EmptyState title="There is no outbox" icon="send-check">
        E-mails go through the mail server (MAIL_URL) and texts through the SMS provider, so there is nothing to read here.
      </EmptyState>
    );
  const showing = sms && (!mail || params.get('channel') === 'sms') ? 'sms' : 'mail';
  const show = (channel: 'mail' | 'sms') => setParams(channel === 'sms' ? { channel } : {});
  return (
    <div className="admin-outbox">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0">Outbox</h1>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => void queryClient.invalidateQueries({ queryKey: ['outbox'] })}
        >
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          Refresh
        </button>
      </div>
      <p className="text-body-secondary small mb-3">
        {mail && sms
          ? 'No mail server or SMS provider is set up'
          : mail
            ? 'No mail server is set up (MAIL_URL)'
            : 'No SMS provider is set up'}
        , so Lexchange writes these messages to files in DATA_DIR/outbox instead of sending them. A newcomer’s verification link or code is
        among the newest.
      </p>
      {mail && sms ? (
        <div className="btn-group btn-group-sm mb-3" role="group" aria-label="Messages">
          {CHANNELS.map(({ channel, label, icon }) => (
            <button
              key={channel}
              type="button"
              className={cx('btn', showing === channel ? 'btn-primary' : 'btn-outline-primary')}
              aria-pressed={showing === channel}
              onClick={() => show(channel)}
            >
              <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      ) : null}
      {showing === 'mail' ? <Mails /> : <Texts />}
    </div>
  );
}
