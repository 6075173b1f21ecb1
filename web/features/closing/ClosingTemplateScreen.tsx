/**
 * /admin/closing-template: staff keep the closing checklist's template — add, rename, reorder and remove items, each
 * with the side that owns it and when it falls due. Saved whole; deals whose closing room is open keep their items.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLOSING_LIMITS,
  OWNER_SIDE_LABELS,
  OWNER_SIDES,
  type ClosingTemplate,
  type ClosingTemplateChange,
  type OwnerSide,
} from '../../../contracts/closing/closing';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { closingKeys, fetchClosingTemplate, saveClosingTemplate } from './closingApi';
import './closing.css';

interface Row {
  /** The saved item's id; undefined for a new one. */
  id?: number;
  /** A stable React key, also for new rows. */
  rowKey: string;
  title: string;
  owner_side: OwnerSide;
  due_offset_days: string;
}

const rowsOf = (template: ClosingTemplate): Row[] =>
  template.data.map((item) => ({
    id: item.id,
    rowKey: `saved-${item.id}`,
    title: item.title,
    owner_side: item.owner_side,
    due_offset_days: item.due_offset_days === null ? '' : String(item.due_offset_days),
  }));

export function changeOf(rows: Row[]): ClosingTemplateChange {
  return {
    items: rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      title: row.title,
      owner_side: row.owner_side,
      due_offset_days: row.due_offset_days.trim() === '' ? null : Number(row.due_offset_days),
    })),
  };
}

export default function ClosingTemplateScreen() {
  const template = useQuery({ queryKey: closingKeys.template, queryFn: () => fetchClosingTemplate() });
  if (template.isPending) return <LoadingSkeleton variant="lines" count={8} label="Loading the template…" />;
  if (!template.data) return <ErrorState onRetry={() => void template.refetch()} retrying={template.isFetching} />;
  return <TemplateEditor key={template.dataUpdatedAt} template={template.data} />;
}

let newRows = 0;

function TemplateEditor({ template }: { template: ClosingTemplate }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(template));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () => saveClosingTemplate(changeOf(rows)),
    onSuccess: (saved) => {
      queryClient.setQueryData(closingKeys.template, saved);
      setErrors({});
      notify('The template is saved. Deals that open their closing room from now on get these items.', 'success');
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(Object.keys(error.errors).length ? error.errors : { items: [error.message] });
    },
  });
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const errorOf = (index: number, field: string) => errors[`items.${index}.${field}`]?.[0];

  return (
    <div>
      <PageHeader
        title="Closing checklist template"
        lead="The items a deal's closing room starts with once both sides sign the letter of intent. Deals that already have their checklist keep it."
      />
      <form
        className="card"
        aria-label="Closing checklist template"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="card-body">
          {errors.items ? <p className="alert alert-danger py-2 small">{errors.items[0]}</p> : null}
          <ol className="list-unstyled mb-3">
            {rows.map((row, index) => (
              <li key={row.rowKey} className="row g-2 align-items-start py-2 border-bottom" data-testid="template-item">
                <div className="col-12 col-md-6">
                  <label className="form-label small mb-1" htmlFor={`template-title-${row.rowKey}`}>
                    Item {index + 1}
                  </label>
                  <input
                    id={`template-title-${row.rowKey}`}
                    className={`form-control form-control-sm${errorOf(index, 'title') ? ' is-invalid' : ''}`}
                    value={row.title}
                    maxLength={CLOSING_LIMITS.titleMax}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                  {errorOf(index, 'title') ? <div className="invalid-feedback">{errorOf(index, 'title')}</div> : null}
                </div>
                <div className="col-6 col-md-2">
                  <label className="form-label small mb-1" htmlFor={`template-owner-${row.rowKey}`}>
                    Owner
                  </label>
                  <select
                    id={`template-owner-${row.rowKey}`}
                    className="form-select form-select-sm"
                    value={row.owner_side}
                    onChange={(event) => update(index, { owner_side: event.target.value as OwnerSide })}
                  >
                    {OWNER_SIDES.map((side) => (
                      <option key={side} value={side}>
                        {OWNER_SIDE_LABELS[side]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-6 col-md-2">
                  <label className="form-label small mb-1" htmlFor={`template-due-${row.rowKey}`}>
                    Due after (days)
                  </label>
                  <input
                    id={`template-due-${row.rowKey}`}
                    type="number"
                    min={0}
                    max={CLOSING_LIMITS.dueOffsetMax}
                    className={`form-control form-control-sm${errorOf(index, 'due_offset_days') ? ' is-invalid' : ''}`}
                    value={row.due_offset_days}
                    placeholder="none"
                    onChange={(event) => update(index, { due_offset_days: event.target.value })}
                  />
                  {errorOf(index, 'due_offset_days') ? <div className="invalid-feedback">{errorOf(index, 'due_offset_days')}</div> : null}
                </div>
                <div className="col-12 col-md-2 d-flex gap-1 align-self-end justify-content-md-end">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${row.title || 'item'} up`}
                  >
                    <i className="bi bi-arrow-up" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${row.title || 'item'} down`}
                  >
                    <i className="bi bi-arrow-down" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                    aria-label={`Remove ${row.title || 'item'}`}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <p className="small text-body-secondary">
            Days count from the day both sides sign the letter of intent; leave empty for no due date.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={rows.length >= CLOSING_LIMITS.templateItemsMax}
              onClick={() => {
                newRows += 1;
                setRows((current) => [...current, { rowKey: `new-${newRows}`, title: '', owner_side: 'both', due_offset_days: '' }]);
              }}
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              Add an item
            </button>
            <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
              Save the template
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
