import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SellerCustomizationSchema, type SellerCustomization } from '../../../contracts/customization/customization';
import { PATHS } from '../../app/paths';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { notify } from '../../lib/toast';
import { SELLER_FIELDS, sellerFormValues, sellerRequest } from './customizationForm';
import { BUYER_PREFERENCE_CHOICES, PRACTICE_AREA_OPTIONS, STATE_OPTIONS, TIMELINE_OPTIONS } from './options';
import { SavedAt } from '../../components/SavedAt';
import { SelectField } from '../../components/form/SelectField';
import { saveSellerCustomization } from './customizationApi';
import { TextareaField } from '../../components/form/TextareaField';
import { ChecklistField, customizationFormConfig, useCustomizationForm } from './useCustomizationForm';

const sellerForm = customizationFormConfig(
  SellerCustomizationSchema,
  sellerRequest,
  sellerFormValues,
  SELLER_FIELDS,
  saveSellerCustomization,
);
const NOTES_MAX = 2000;

interface SellerCustomizationFormProps {
  saved: SellerCustomization;
  /** Seller onboarding (`?redirect=2`): the button says where it goes next, and a skip link is offered. */
  onboarding: boolean;
  onSaved: (saved: SellerCustomization) => void;
}

/** What a seller wants from a sale and in a buyer; Find a Buyer ranks buyers by it. */
export function SellerCustomizationForm({ saved, onboarding, onSaved }: SellerCustomizationFormProps) {
  const { control, register, errors, isSubmitting, formError, submit } = useCustomizationForm(sellerForm, saved, (result) => {
    notify('Your seller customization is saved.', 'success');
    onSaved(result);
  });
  const notes = useWatch({ control, name: 'buyer_notes' });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <ChecklistField
        control={control}
        name="practice_areas"
        legend="Your firm's practice areas"
        hint="Buyers who work in these areas are shown to you first."
        options={PRACTICE_AREA_OPTIONS}
        noun="practice area"
        long
      />
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <SelectField
            label="State of your firm"
            options={STATE_OPTIONS}
            emptyLabel="Choose a state"
            error={errors.state?.message}
            {...register('state')}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            label="When do you want to sell?"
            options={TIMELINE_OPTIONS}
            emptyLabel="Not decided"
            error={errors.timeline?.message}
            {...register('timeline')}
          />
        </div>
      </div>
      <ChecklistField
        control={control}
        name="buyer_preferences"
        legend="What you want in a buyer"
        hint="Choose as many as matter to you."
        options={BUYER_PREFERENCE_CHOICES}
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
