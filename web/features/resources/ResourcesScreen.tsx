import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ResourceList, ResourceListResult, ResourceSummary } from '../../../contracts/resources/resources';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { ResourceCard } from './ResourceCard';
import { ResourceEditorDialog } from './ResourceEditorDialog';
import { ResourceReader } from './ResourceReader';
import { deleteResource, fetchResources, reorderResources, resourceKeys } from './resourcesApi';
import { SortableResourceList } from './SortableResourceList';
import { Hint } from '../../components/Hint';
import './resources.css';

const COPY = {
  buyer: {
    title: 'Buyer resources',
    lead: 'Guides and templates for evaluating, financing and buying a law practice.',
    path: '/buyer-resources',
  },
  seller: {
    title: 'Seller resources',
    lead: 'Guides and templates for preparing, pricing and selling your practice.',
    path: '/seller-resources',
  },
} as const;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /buyer-resources and /seller-resources: the list in staff's order, search, a category filter and a reading view. */
export default function ResourcesScreen({ side }: { side: ResourceList }) {
  const [params] = useSearchParams();
  const open = Number(params.get('resource'));
  const copy = COPY[side];
  if (Number.isInteger(open) && open > 0)
    return <ResourceReader id={open} backTo={copy.path} backLabel={`All ${copy.title.toLowerCase()}`} />;
  return <ResourceLibrary side={side} />;
}

function ResourceLibrary({ side }: { side: ResourceList }) {
  const id = useId();
  const copy = COPY[side];
  const { user } = useSession();
  const staff = isAdmin(user);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const filters = { search: useDebounced(search.trim(), 250), category };
  const key = resourceKeys.list(side, filters);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchResources(side, filters, signal),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ResourceSummary | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });
  const reorder = useMutation({
    mutationFn: (order: number[]) => reorderResources(side, order),
    onMutate: (order) => {
      const previous = queryClient.getQueryData<ResourceListResult>(key);
      if (previous)
        queryClient.setQueryData<ResourceListResult>(key, {
          ...previous,
          data: order.map((itemId) => previous.data.find((item) => item.id === itemId)!),
        });
      return { previous };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(key, result);
      notify('The new order is saved.', 'success');
    },
    onError: (error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (isApiError(error) && error.status === 422) notify(error.fieldError('order') ?? error.message, 'warning');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (resource: ResourceSummary) => deleteResource(resource.id),
    onSuccess: (_result, resource) => {
      setDeleting(null);
      notify(`“${resource.title}” is deleted.`, 'success');
      void refresh();
    },
  });

  const hrefFor = (resourceId: number) => `${copy.path}?resource=${resourceId}`;
  const filtered = Boolean(filters.search || filters.category);
  const actionsFor = (resource: ResourceSummary) => (
    <>
      <Hint text="Edit">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary position-relative"
          onClick={() => setEditing(resource.id)}
          aria-label={`Edit “${resource.title}”`}
        >
          <i className="bi bi-pencil" aria-hidden="true" />
        </button>
      </Hint>
      <Hint text="Delete">
        <button
          type="button"
          className="btn btn-sm btn-outline-danger position-relative"
          onClick={() => setDeleting(resource)}
          aria-label={`Delete “${resource.title}”`}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </button>
      </Hint>
    </>
  );

  let content;
  if (list.isPending) content = <LoadingSkeleton variant="rows" count={5} label="Loading resources…" />;
  else if (list.isError) {
    content =
      isApiError(list.error) && list.error.status === 403 ? (
        <EmptyState
          title={list.error.message}
          icon="journal-text"
          action={
            <Link to={COPY[side === 'buyer' ? 'seller' : 'buyer'].path} className="btn btn-primary">
              Open your resources
            </Link>
          }
        >
          Your own guides and templates are in {COPY[side === 'buyer' ? 'seller' : 'buyer'].title}.
        </EmptyState>
      ) : (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      );
  } else if (list.data.total === 0) {
    content = (
      <EmptyState
        title="No resources yet"
        icon="journal-text"
        action={
          staff ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              Write the first one
            </button>
          ) : null
        }
      >
        {staff
          ? 'Articles and templates you publish here appear to members at once.'
          : 'Our team is writing guides and templates for you. Check back soon.'}
      </EmptyState>
    );
  } else if (list.data.data.length === 0) {
    content = (
      <EmptyState
        title="No resources match"
        icon="search"
        action={
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              setSearch('');
              setCategory('');
            }}
          >
            Clear the search
          </button>
        }
      >
        Try other words or another category.
      </EmptyState>
    );
  } else if (staff) {
    content = (
      <>
        {filtered ? (
          <p className="small text-body-secondary">
            <i className="bi bi-info-circle me-1" aria-hidden="true" />
            Clear the search and category to reorder the list.
          </p>
        ) : null}
        <SortableResourceList
          resources={list.data.data}
          hrefFor={hrefFor}
          actionsFor={actionsFor}
          onReorder={(order) => reorder.mutate(order)}
          disabled={filtered || reorder.isPending}
        />
      </>
    );
  } else {
    content = (
      <ol className="list-unstyled resource-list mb-0">
        {list.data.data.map((resource) => (
          <li key={resource.id} className="resource-list__item">
            <ResourceCard resource={resource} href={hrefFor(resource.id)} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="resources-screen">
      <PageHeader
        eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
        title={copy.title}
        lead={copy.lead}
        actions={
          staff ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              New resource
            </button>
          ) : null
        }
      />
      {list.data && list.data.total > 0 ? (
        <div className="row g-2 mb-3" role="search" aria-label={`Search ${copy.title.toLowerCase()}`}>
          <div className="col-12 col-md-7">
            <label className="visually-hidden" htmlFor={`${id}-search`}>
              Search
            </label>
            <div className="input-group">
              <span className="input-group-text" aria-hidden="true">
                <i className="bi bi-search" />
              </span>
              <input
                id={`${id}-search`}
                type="search"
                className="form-control"
                placeholder="Search titles and text"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="col-12 col-md-5">
            <label className="visually-hidden" htmlFor={`${id}-category`}>
              Category
            </label>
            <select id={`${id}-category`} className="form-select" value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">All categories</option>
              {list.data.categories.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {content}
      {editing !== undefined ? (
        <ResourceEditorDialog
          resourceId={editing}
          defaultAudience={side}
          onClose={() => setEditing(undefined)}
          onSaved={(resource) => {
            setEditing(undefined);
            notify(editing === null ? `“${resource.title}” is published.` : `“${resource.title}” is saved.`, 'success');
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteResourceDialog
          resource={deleting}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      ) : null}
    </div>
  );
}
