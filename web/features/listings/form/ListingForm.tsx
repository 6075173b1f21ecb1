import { useQueryClient } from '@tanstack/react-query';
import { ListingReference } from '../../../components/ListingReference';
import { STATUS_LABELS, STATUS_VARIANTS } from '../labels';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListingDetail } from '../../../../contracts/listings/responses';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { listingKeys, submitListing } from '../listingsApi';
import { ClientsStep } from './ClientsStep';
import { DocumentsStep } from './DocumentsStep';
import { FactsStep } from './FactsStep';
import { FinancesStep } from './FinancesStep';
import { formProgress, formSubmitErrors } from './listingForm';
import { LitigationStep } from './LitigationStep';
import { RatingsStep } from './RatingsStep';
import { ReviewStep } from './ReviewStep';
import { SaleStep } from './SaleStep';
import { TeaserStep } from './TeaserStep';
import { SaveIndicator } from './SaveIndicator';
import { FORM_STEPS, refusalsPerStep } from './steps';
import type { StepProps } from './stepTypes';
import { useListingDraft } from './useListingDraft';
import { FeedbackNotice } from '../FeedbackNotice';
import { PublicFaceNotice } from './PublicFaceNotice';

const STEP_COMPONENTS = [FactsStep, FinancesStep, ClientsStep, LitigationStep, SaleStep, RatingsStep, DocumentsStep, TeaserStep];

interface ListingFormProps {
  listing: ListingDetail | null;
  initialStep?: number;
}

/** The guided questionnaire for /listings/create and /listings/edit/{id}. */
export function ListingForm({ listing, initialStep = 0 }: ListingFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), FORM_STEPS.length - 1));
  const [submitErrors, setSubmitErrors] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const stepTop = useRef<HTMLElement>(null);
  const draft = useListingDraft(listing, (id) => void navigate(`/listings/edit/${id}`, { replace: true, state: { step } }));
  const progress = formProgress(draft.values, draft.media);
  const errors = { ...draft.serverErrors, ...submitErrors };
  const errorFor = (path: string) => errors[path]?.[0];
  const refusals = refusalsPerStep(errors);
  const stepProps: StepProps = { draft, errorFor };
  const status = draft.serverStatus ?? listing?.status ?? null;

  const goTo = (next: number) => {
    void draft.save();
    setStep(next);
    stepTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const local = formSubmitErrors(draft.values, draft.media);
      setSubmitErrors(local);
      if (Object.keys(local).length) return;
      const id = await draft.save(true);
      if (id === null) return;
      const result = await submitListing(id);
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void navigate('/my-seller-listings', { state: { toast: { message: result.message, kind: 'success' } } });
    } catch (error) {
      if (isApiError(error) && error.status !== null && error.status < 500) {
        setSubmitErrors(Object.keys(error.errors).length ? error.errors : { _: [error.message] });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const StepComponent = STEP_COMPONENTS[step];
  const current = FORM_STEPS[step]!;
  return (
    <>
      <PageHeader
        eyebrow={
          listing ? (
            <>
              Seller · <ListingReference reference={listing.reference} className="text-reset" />
              <span className={`badge text-bg-${STATUS_VARIANTS[status ?? listing.status]} ms-2`}>
                {STATUS_LABELS[status ?? listing.status]}
              </span>
            </>
          ) : (
            'Seller'
          )
        }
        title={listing ? `Edit: ${listing.headline || 'Untitled listing'}` : 'Create listing'}
        lead="Buyers see an anonymised summary until you approve them. Your answers save as you go."
        actions={<SaveIndicator status={draft.status} savedAt={draft.savedAt} saved={listing !== null} />}
      />
      {listing?.management?.feedback_message && listing.status === 'draft' ? (
        <FeedbackNotice message={listing.management.feedback_message} />
      ) : null}
      {listing ? <PublicFaceNotice openedAs={listing.status} current={status} /> : null}
      {draft.restored ? (
        <div className="alert alert-info" role="status">
          We restored changes you made on this device that had not reached the server yet. They are being saved now.
        </div>
      ) : null}
      {draft.saveMessage ? (
        <div className="alert alert-danger" role="alert">
          {draft.saveMessage}
        </div>
      ) : null}
      <div className="row g-4">
        <nav className="col-lg-3" aria-label="Listing form steps">
          <div className="mb-3">
            <div className="d-flex justify-content-between small mb-1">
              <span id="progress-label">Completed</span>
              <span>
                {progress.completed} of {progress.total}
              </span>
            </div>
            <div
              className="progress"
              role="progressbar"
              aria-labelledby="progress-label"
              aria-valuenow={progress.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="progress-bar" style={{ width: `${progress.percent}%` }} />
            </div>
          </div>
          <ol className="list-group list-unstyled">
            {FORM_STEPS.map((item, index) => {
              const missing = (item.items as readonly string[]).filter((key) => progress.missing.includes(key)).length;
              return (
                <li key={item.key} className="list-group-item p-0">
                  <button
                    type="button"
                    className={`btn w-100 text-start d-flex justify-content-between align-items-center rounded-0 ${index === step ? 'btn-primary' : 'btn-light'}`}
                    aria-current={index === step ? 'step' : undefined}
                    onClick={() => goTo(index)}
                  >
                    <span>
                      {index + 1}. {item.title}
                    </span>
                    {refusals[index] ? (
                      <span className="badge text-bg-danger" title="Needs attention">
                        <i className="bi bi-exclamation-triangle" role="img" aria-label="needs attention" />
                      </span>
                    ) : item.items.length ? (
                      missing ? (
                        <span className="badge text-bg-warning" aria-label={`${missing} missing`}>
                          {missing}
                        </span>
                      ) : (
                        <i className="bi bi-check-circle-fill text-success" role="img" aria-label="complete" />
                      )
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section ref={stepTop} className="col-lg-9" aria-label={current.title}>
          <div className="card card-body">
            {StepComponent ? (
              <StepComponent {...stepProps} />
            ) : (
              <ReviewStep
                missing={progress.missing}
                errors={submitErrors}
                canSubmit={draft.status !== 'saving'}
                submitting={submitting}
                status={status}
                onGoTo={goTo}
                onSubmit={() => void submit()}
              />
            )}
            <div className="d-flex justify-content-between mt-4">
              <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
                <i className="bi bi-arrow-left me-1" aria-hidden="true" />
                Back
              </button>
              {step < FORM_STEPS.length - 1 ? (
                <button type="button" className="btn btn-primary" onClick={() => goTo(step + 1)}>
                  Next: {FORM_STEPS[step + 1]!.title}
                  <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
                </button>
              ) : null}
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
