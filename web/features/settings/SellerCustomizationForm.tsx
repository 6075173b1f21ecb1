import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SellerCustomizationSchema, type SellerCustomization } from '../../../contracts/customization';
import { PATHS } from '../../app/paths';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ChoiceChecklist } from './ChoiceChecklist';
import { contractResolver, messagesByField, SELLER_FIELDS, sellerFormValues, sellerRequest, type SellerFormValues } from './customizationForm';
import { BUYER_PREFERENCE_CHOICES, PRACTICE_AREA_OPTIONS, STATE_OPTIONS, TIMELINE_OPTIONS } from './options';
import { SavedAt } from './SavedAt';
import { SelectField } from './SelectField';
import { saveSellerCustomization } from './settingsApi';
import { TextareaField } from './TextareaField';

const resolver = contractResolver<SellerFormValues, (typeof SELLER_FIELDS)[number]>(SellerCustomizationSchema, sellerRequest, SELLER_FIELDS);
const NOTES_MAX = 2000;

interface SellerCustomizationFormProps {
  saved: SellerCustomization;
  /** Seller onboarding (`?redirect=2`): the button says where it goes next, and a skip link is offered. */
  onboarding: boolean;
  onSaved: (saved: SellerCustomization) => void;
}

/** What a seller wants from a sale and in a buyer; Find a Buyer ranks buyers by it. */
export function SellerCustomizationForm({ saved, onboarding, onSaved }: SellerCustomizationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SellerFormValues>({ resolver, defaultValues: sellerFormValues(saved) });
  const notes = useWatch({ control, name: 'buyer_notes' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await saveSellerCustomization(sellerRequest(values));
      reset(sellerFormValues(result));
      notify('Your seller customization is saved.', 'success');
      onSaved(result);
    } catch (error) {
      if (!isApiError(error) || error.cancelled || error.status === null || error.status >= 500) return;
      const byField = messagesByField(error.errors, SELLER_FIELDS);
      for (const [field, message] of Object.entries(byField)) setError(field as keyof SellerFormValues, { type: 'server', message });
      if (Object.keys(byField).length === 0) setFormError(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <Controller
        control={control}
        name="practice_areas"
        render={({ field }) => (
          <ChoiceChecklist
            legend="Your firm's practice areas"
            hint="Buyers who work in these areas are shown to you first."
            options={PRACTICE_AREA_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.practice_areas?.message}
            noun="practice area"
            long
          />
        )}
      />
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <SelectField label="State of your firm" options={STATE_OPTIONS} emptyLabel="Choose a state" error={errors.state?.message} {...register('state')} />
        </div>
        <div className="col-12 col-md-6">
          <SelectField label="When do you want to sell?" options={TIMELINE_OPTIONS} emptyLabel="Not decided" error={errors.timeline?.message} {...register('timeline')} />
        </div>
      </div>
      <Controller
        control={control}
        name="buyer_preferences"
        render={({ field }) => (
          <ChoiceChecklist
            legend="What you want in a buyer"
            hint="Choose as many as matter to you."
            options={BUYER_PREFERENCE_CHOICES}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.buyer_preferences?.message}
          />
        )}
      />
      <TextareaField
        label="Anything else about the buyer you want"
        rows={4}
        maxLength={NOTES_MAX}
        hint={`${notes.length} of ${NOTES_MAX} characters. Keep it general: do not name your firm, staff or clients here.`}
        error={errors.buyer_notes?.message}
        {...register('buyer_notes')}
      />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          {onboarding ? 'Save and create your listing' : 'Save seller customization'}
        </SubmitButton>
        {onboarding ? (
          <Link to={PATHS.createListing} className="btn btn-link px-0">
            Skip for now
          </Link>
        ) : (
          <SavedAt updatedAt={saved.updated_at} />
        )}
      </div>
    </form>
  );
}
