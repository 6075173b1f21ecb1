/** Staff: rename, reorder, add and retire the pipeline's stages (a retired stage keeps its deals). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { DealStage } from '../../../contracts/deals/deals';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { createStage, DEALS_KEY, reorderStages, STAGES_KEY, updateStage } from './dealsApi';
import { Hint } from '../../components/Hint';

export function StageAdminDialog({ stages, onClose }: { stages: DealStage[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<number, string>>(() => Object.fromEntries(stages.map((stage) => [stage.id, stage.name])));
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: STAGES_KEY });
    void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
  };
  const failed = (failure: unknown) =>
    setError(isApiError(failure) ? (Object.values(failure.errors)[0]?.[0] ?? failure.message) : 'An error occurred.');
  const save = useMutation({
    mutationFn: async (body: { id: number; name?: string; retired?: boolean }) => updateStage(body.id, body),
    onSuccess: (stage) => {
      refresh();
      setError(null);
      notify(`${stage.name} saved.`, 'success');
    },
    onError: failed,
  });
  const add = useMutation({
    mutationFn: () => createStage(newName.trim()),
    onSuccess: (stage) => {
      refresh();
      setNames((current) => ({ ...current, [stage.id]: stage.name }));
      setNewName('');
      setError(null);
      notify(`${stage.name} added before the closing stages.`, 'success');
    },
    onError: failed,
  });
  const move = useMutation({ mutationFn: reorderStages, onSuccess: refresh, onError: failed });
  const shift = (index: number, by: number) => {
    const ids = stages.map((stage) => stage.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    move.mutate(ids);
  };
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="stage-admin-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="stage-admin-title" as="h2" className="h5">
          Pipeline stages
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          Every deal uses these stages, in this order. A retired stage keeps its deals, and no deal can enter it. The closing stages cannot
          be retired.
        </p>
        {error ? (
          <div className="alert alert-danger py-2 small" role="alert">
            {error}
          </div>
        ) : null}
        <ol className="list-unstyled d-grid gap-2 mb-3">
          {stages.map((stage, index) => (
            <li key={stage.id} className="d-flex flex-wrap align-items-center gap-2">
              <span className="text-body-secondary small" style={{ width: '1.5rem' }}>
                {index + 1}.
              </span>
              <input
                className="form-control form-control-sm flex-grow-1"
                style={{ minWidth: '12rem', width: 'auto' }}
                aria-label={`Name of stage ${index + 1}`}
                value={names[stage.id] ?? stage.name}
                onChange={(event) => setNames((current) => ({ ...current, [stage.id]: event.target.value }))}
              />
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={(names[stage.id] ?? stage.name) === stage.name || save.isPending}
                onClick={() => save.mutate({ id: stage.id, name: (names[stage.id] ?? '').trim() })}
              >
                Rename
              </button>
              <Hint text="Move up">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={`Move ${stage.name} up`}
                  disabled={index === 0 || move.isPending}
                  onClick={() => shift(index, -1)}
                >
                  <i className="bi bi-arrow-up" aria-hidden="true" />
                </button>
              </Hint>
              <Hint text="Move down">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={`Move ${stage.name} down`}
                  disabled={index === stages.length - 1 || move.isPending}
                  onClick={() => shift(index, 1)}
                >
                  <i className="bi bi-arrow-down" aria-hidden="true" />
                </button>
              </Hint>
              {stage.is_closed ? (
                <span className="badge text-bg-light border" style={{ width: '5.5rem' }}>
                  {stage.outcome === 'won' ? 'Closes won' : 'Closes lost'}
                </span>
              ) : (
                <button
                  type="button"
                  className={`btn btn-sm ${stage.retired ? 'btn-outline-success' : 'btn-outline-secondary'}`}
                  style={{ width: '5.5rem' }}
                  disabled={save.isPending}
                  onClick={() => save.mutate({ id: stage.id, retired: !stage.retired })}
                >
                  {stage.retired ? 'Bring back' : 'Retire'}
                </button>
              )}
            </li>
          ))}
        </ol>
        <form
          className="d-flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (newName.trim()) add.mutate();
          }}
        >
          <label htmlFor="new-stage" className="visually-hidden">
            New stage name
          </label>
          <input
            id="new-stage"
            className="form-control form-control-sm"
            placeholder="New stage, e.g. Site visit"
            value={newName}
            maxLength={80}
            onChange={(event) => setNewName(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary text-nowrap" disabled={!newName.trim() || add.isPending}>
            Add stage
          </button>
        </form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
