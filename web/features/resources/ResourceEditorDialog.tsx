import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  RESOURCE_AUDIENCE_LABELS,
  RESOURCE_AUDIENCES,
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_KINDS,
  ResourceFieldsSchema,
  type Resource,
  type ResourceAudience,
} from '../../../contracts/resources/resources';
import { FormAlert } from '../../components/form/FormAlert';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { KIND_LABELS } from './ResourceCard';
import { fetchResource, resourceKeys, saveResource } from './resourcesApi';
import { htmlToResourceText, resourceTextToHtml } from './resourceText';

type Field = 'title' | 'summary' | 'audience' | 'kind' | 'category' | 'body' | 'file';
type Errors = Partial<Record<Field, string>>;

interface Draft {
  title: string;
  summary: string;
  audience: ResourceAudience;
  kind: string;
  category: string;
  text: string;
}

interface ResourceEditorDialogProps {
  /** null creates a new resource for the given list. */
  resourceId: number | null;
  defaultAudience: ResourceAudience;
  onClose: () => void;
  onSaved: (resource: Resource) => void;
}

function EditorForm({
  initial,
  existing,
  onClose,
  onSaved,
}: {
  initial: Draft;
  existing: Resource | null;
  onClose: () => void;
  onSaved: (resource: Resource) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () =>
      saveResource(existing?.id ?? null, {
        title: draft.title,
        summary: draft.summary,
        audience: draft.audience,
        kind: draft.kind as Resource['kind'],
        category: draft.category as Resource['category'],
        body: resourceTextToHtml(draft.text),
        file,
        remove_file: removeFile,
      }),
    onSuccess: onSaved,
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      const next: Errors = {};
      for (const field of ['title', 'summary', 'audience', 'kind', 'category', 'body', 'file'] as const)
        next[field] = error.fieldError(field);
      setErrors(next);
    },
  });
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResourceFieldsSchema.safeParse({ ...draft, body: resourceTextToHtml(draft.text) });
    const next: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (!draft.text.trim()) next.body = 'Write the text of the resource.';
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };

  const general =
    isApiError(save.error) && save.error.status !== 422 && save.error.status !== null && save.error.status < 500
      ? save.error.message
      : null;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {errors[field]}
      </div>
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Modal.Body>
        <FormAlert>{general}</FormAlert>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input
            className={cx('form-control', errors.title && 'is-invalid')}
            value={draft.title}
            onChange={set('title')}
            {...fieldProps('title')}
          />
          {error('title')}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-summary`}>
            Summary
          </label>
          <textarea
            className={cx('form-control', errors.summary && 'is-invalid')}
            rows={2}
            value={draft.summary}
            onChange={set('summary')}
            {...fieldProps('summary')}
          />
          {error('summary')}
        </div>
        <div className="row g-3 mb-3">
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${id}-audience`}>
              For
            </label>
            <select
              className={cx('form-select', errors.audience && 'is-invalid')}
              value={draft.audience}
              onChange={set('audience')}
              {...fieldProps('audience')}
            >
              {RESOURCE_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {RESOURCE_AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
            {error('audience')}
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${id}-kind`}>
              Kind
            </label>
            <select
              className={cx('form-select', errors.kind && 'is-invalid')}
              value={draft.kind}
              onChange={set('kind')}
              {...fieldProps('kind')}
            >
              {RESOURCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            {error('kind')}
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${id}-category`}>
              Category
            </label>
            <select
              className={cx('form-select', errors.category && 'is-invalid')}
              value={draft.category}
              onChange={set('category')}
              {...fieldProps('category')}
            >
              <option value="">Choose…</option>
              {RESOURCE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            {error('category')}
          </div>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-body`}>
            Text
          </label>
          <textarea
            className={cx('form-control font-monospace small', errors.body && 'is-invalid')}
            rows={12}
            value={draft.text}
            onChange={set('text')}
            {...fieldProps('body')}
            aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-error` : ''}`}
          />
          <div id={`${id}-body-hint`} className="form-text">
            “## ” and “### ” start headings; **bold**, *italic*, “- ” and “1. ” lists and [links](https://…) work; a blank line starts a new
            paragraph.
          </div>
          {error('body')}
        </div>
        <div className="mb-1">
          <label className="form-label" htmlFor={`${id}-file`}>
            File <span className="text-body-secondary">(optional)</span>
          </label>
          <input
            type="file"
            className={cx('form-control', errors.file && 'is-invalid')}
            accept={RESOURCE_FILE_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            {...fieldProps('file')}
          />
          <div className="form-text">PDF, DOCX, XLSX or RTF, at most 25 MB. Only members who can read this resource can download it.</div>
          {error('file')}
          {existing?.file && !file ? (
            <div className="form-check mt-2">
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-remove`}
                checked={removeFile}
                onChange={(event) => setRemoveFile(event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-remove`}>
                Remove the current file ({existing.file.name})
              </label>
            </div>
          ) : null}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {existing ? 'Save changes' : 'Publish resource'}
        </Button>
      </Modal.Footer>
    </form>
  );
}

/** Staff write or edit a resource: its list, kind, category, text and an optional file. */
export function ResourceEditorDialog({ resourceId, defaultAudience, onClose, onSaved }: ResourceEditorDialogProps) {
  const existing = useQuery({
    queryKey: resourceKeys.detail(resourceId ?? 0),
    queryFn: ({ signal }) => fetchResource(resourceId!, signal),
    enabled: resourceId !== null,
  });
  const blank: Draft = { title: '', summary: '', audience: defaultAudience, kind: 'article', category: '', text: '' };
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="resource-editor-title" backdrop="static">
      <Modal.Header closeButton>
        <Modal.Title id="resource-editor-title" as="h2" className="h5">
          {resourceId === null ? 'New resource' : 'Edit resource'}
        </Modal.Title>
      </Modal.Header>
      {resourceId === null ? (
        <EditorForm initial={blank} existing={null} onClose={onClose} onSaved={onSaved} />
      ) : existing.data ? (
        <EditorForm
          initial={{ ...existing.data, text: htmlToResourceText(existing.data.body) }}
          existing={existing.data}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Modal.Body>
          {existing.isError ? (
            <p role="alert">This resource could not be loaded. Close and try again.</p>
          ) : (
            <LoadingSkeleton count={6} label="Loading the resource…" />
          )}
        </Modal.Body>
      )}
    </Modal>
  );
}
