/**
 * The deal page's "Earn-out" for a deal closed as won whose accepted terms carried one: totals, a small chart, the
 * months with what each side can do (the buyer reports, corrects and marks paid; the seller confirms or disputes),
 * and a CSV for the accountant. Nothing shows for a deal without an earn-out.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DealDetail } from '../../../contracts/deals/deals';
import { EARNOUT_LIMITS, earnoutDue, type EarnoutPeriod } from '../../../contracts/earnout/earnout';
import { formatMoney } from '../../../contracts/format/currency';
import { ReasonDialog } from '../../components/ReasonDialog';
import { CurrencyField } from '../../components/form/CurrencyField';
import { TextField } from '../../components/form/TextField';
import { TextareaField } from '../../components/form/TextareaField';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/toast';
import { EarnoutChart } from './EarnoutChart';
import { EarnoutHistoryDialog } from './EarnoutHistoryDialog';
import {
  EARNOUT_STATUS_CLASSES,
  EARNOUT_STATUS_TEXT,
  earnoutCsvUrl,
  earnoutKey,
  fetchEarnout,
  moveEarnout,
  shortMonth,
  type EarnoutMove,
} from './earnoutApi';
import './earnout.css';

type Kind = EarnoutMove['kind'];
type Dialog = { kind: Kind; period: EarnoutPeriod } | null;

const TITLES: Record<Kind, string> = {
  report: 'Report the fees collected',
  correct: 'Correct the report',
  confirm: 'Confirm this month',
  dispute: 'Dispute this month',
  paid: 'Mark this month paid',
};

/** What the reader can do with a month. */
export function periodMoves(period: EarnoutPeriod, side: DealDetail['my_side']): Kind[] {
  if (side === 'buyer') {
    if (period.status === 'to_report') return ['report'];
    if (period.status === 'confirmed') return ['paid', 'correct'];
    if (period.status === 'reported' || period.status === 'disputed') return ['correct'];
  }
  if (side === 'seller' && period.status === 'reported') return ['confirm', 'dispute'];
  return [];
}

const today = () => new Date().toISOString().slice(0, 10);

export function EarnoutSection({ deal }: { deal: DealDetail }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: earnoutKey(deal.id), queryFn: () => fetchEarnout(deal.id), enabled: deal.is_closed });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [collected, setCollected] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [paidOn, setPaidOn] = useState(today());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const open = (kind: Kind, period: EarnoutPeriod) => {
    setDialog({ kind, period });
    setCollected(kind === 'report' ? null : period.collected);
    setNote('');
    setPaidOn(today());
    setErrors({});
  };
  const move = useMutation({
    mutationFn: ({ period, change }: { period: EarnoutPeriod; change: EarnoutMove }) => moveEarnout(deal.id, period.month, change),
    onSuccess: (earnout, { period }) => {
      queryClient.setQueryData(earnoutKey(deal.id), earnout);
      setDialog(null);
      const status = earnout.periods.find((row) => row.month === period.month)?.status ?? 'reported';
      notify(`${shortMonth(period.month)}: ${EARNOUT_STATUS_TEXT[status].toLowerCase()}.`, 'success');
    },
    onError: (error) => {
      if (isApiError(error) && (error.fieldError('collected') || error.fieldError('note') || error.fieldError('paid_on')))
        setErrors({ collected: error.fieldError('collected'), note: error.fieldError('note'), paid_on: error.fieldError('paid_on') });
      else {
        setDialog(null);
        notify(isApiError(error) ? error.message : 'That did not go through. Try again.', 'error');
        void queryClient.invalidateQueries({ queryKey: earnoutKey(deal.id) });
      }
    },
  });

  const earnout = query.data;
  if (!deal.is_closed || !earnout) return null;
  const outstanding = earnout.totals.due - earnout.totals.paid;
  const remaining = earnout.periods.filter((period) => period.status === 'upcoming').length;
  const submit = () => {
    if (!dialog) return;
    const { kind, period } = dialog;
    const figure = kind === 'confirm' || kind === 'dispute' ? (period.collected ?? 0) : collected;
    if ((kind === 'report' || kind === 'correct') && figure === null) return setErrors({ collected: 'Enter the fees collected.' });
    const change: EarnoutMove =
      kind === 'paid'
        ? { kind, paid_on: paidOn }
        : kind === 'correct' || kind === 'dispute'
          ? { kind, collected: figure!, note }
          : { kind, collected: figure! };
    move.mutate({ period, change });
  };

  return (
    <section className="card mb-3" aria-labelledby="earnout-title" data-testid="earnout-section">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id="earnout-title" className="h5 mb-0">
              Earn-out
            </h2>
            <p className="small text-body-secondary mb-0">
              {earnout.percent}% of the fees collected from transferred clients, {earnout.months} months from{' '}
              {shortMonth(earnout.starts_on.slice(0, 7))}.
            </p>
          </div>
          <a className="btn btn-outline-secondary btn-sm" href={earnoutCsvUrl(deal.id)} download>
            <i className="bi bi-filetype-csv me-2" aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <div className="earnout-totals mb-3" data-testid="earnout-totals">
          <div>
            <div className="small text-body-secondary">Collected</div>
            <div className="fw-semibold">{formatMoney(earnout.totals.collected)}</div>
          </div>
          <div>
            <div className="small text-body-secondary">Due</div>
            <div className="fw-semibold">{formatMoney(earnout.totals.due)}</div>
          </div>
          <div>
            <div className="small text-body-secondary">Paid</div>
            <div className="fw-semibold">{formatMoney(earnout.totals.paid)}</div>
          </div>
          <div>
            <div className="small text-body-secondary">Outstanding</div>
            <div className="fw-semibold">{formatMoney(outstanding)}</div>
          </div>
          <div>
            <div className="small text-body-secondary">Months remaining</div>
            <div className="fw-semibold">{remaining}</div>
          </div>
        </div>
        <EarnoutChart earnout={earnout} />
        <div className="table-responsive mt-3" style={{ maxHeight: '28rem' }}>
          <table className="table table-sm earnout-table mb-0">
            <caption className="visually-hidden">The earn-out month by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="text-end">
                  Collected
                </th>
                <th scope="col" className="text-end">
                  Due
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {earnout.periods.map((period) => (
                <tr key={period.month} data-testid={`earnout-${period.month}`}>
                  <th scope="row" className="fw-normal">
                    {shortMonth(period.month)}
                  </th>
                  <td className="text-end">{period.collected === null ? '—' : formatMoney(period.collected)}</td>
                  <td className="text-end">{period.due === null ? '—' : formatMoney(period.due)}</td>
                  <td>
                    <span className={cx('badge', EARNOUT_STATUS_CLASSES[period.status])}>{EARNOUT_STATUS_TEXT[period.status]}</span>
                    {period.paid_on ? <div className="small text-body-secondary">paid {period.paid_on}</div> : null}
                  </td>
                  <td className="earnout-table__moves">
                    {period.status !== 'upcoming' && period.status !== 'to_report' ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-link"
                        onClick={() => setHistory(period.month)}
                        aria-label={`History of ${shortMonth(period.month)}`}
                      >
                        History
                      </button>
                    ) : null}
                    {periodMoves(period, deal.my_side).map((kind) => (
                      <button
                        key={kind}
                        type="button"
                        className={cx('btn btn-sm', kind === 'dispute' ? 'btn-outline-danger' : 'btn-outline-primary')}
                        onClick={() => open(kind, period)}
                        aria-label={`${TITLES[kind]}: ${shortMonth(period.month)}`}
                      >
                        {kind === 'paid' ? 'Mark paid' : kind[0]!.toUpperCase() + kind.slice(1)}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {history ? <EarnoutHistoryDialog dealId={deal.id} month={history} onClose={() => setHistory(null)} /> : null}
      {dialog ? (
        <ReasonDialog
          titleId="earnout-dialog-title"
          title={`${TITLES[dialog.kind]} — ${shortMonth(dialog.period.month)}`}
          pending={move.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={submit}
          submitLabel={dialog.kind === 'paid' ? 'Mark paid' : dialog.kind[0]!.toUpperCase() + dialog.kind.slice(1)}
          submitVariant={dialog.kind === 'dispute' ? 'danger' : 'primary'}
        >
          {dialog.kind === 'report' || dialog.kind === 'correct' ? (
            <CurrencyField
              label="Fees collected from transferred clients this month"
              value={collected}
              onChange={setCollected}
              error={errors.collected}
              hint={
                collected === null
                  ? `Whole dollars, up to ${formatMoney(EARNOUT_LIMITS.collectedMax)}.`
                  : `Due to the seller: ${formatMoney(earnoutDue(earnout.percent, collected))} (${earnout.percent}%).`
              }
            />
          ) : null}
          {dialog.kind === 'confirm' || dialog.kind === 'dispute' ? (
            <p>
              The buyer reported {formatMoney(dialog.period.collected ?? 0)} collected; {formatMoney(dialog.period.due ?? 0)} due to you.
            </p>
          ) : null}
          {dialog.kind === 'correct' || dialog.kind === 'dispute' ? (
            <TextareaField
              label={dialog.kind === 'dispute' ? 'What is wrong' : 'What changed'}
              hint="The other side reads this; it stays in the month's history."
              rows={3}
              maxLength={EARNOUT_LIMITS.noteMax}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note}
            />
          ) : null}
          {dialog.kind === 'paid' ? (
            <TextField
              label="Paid on"
              type="date"
              max={today()}
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
              error={errors.paid_on}
            />
          ) : null}
        </ReasonDialog>
      ) : null}
    </section>
  );
}
