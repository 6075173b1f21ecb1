import { Controller } from 'react-hook-form';
import { BuyerCustomizationSchema, type BuyerCustomization } from '../../../contracts/customization/customization';
import { CurrencyField } from '../../components/form/CurrencyField';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { notify } from '../../lib/toast';
import { BUYER_FIELDS, buyerFormValues, buyerRequest } from './customizationForm';
import { FINANCING_CHOICES, PRACTICE_AREA_OPTIONS, STATE_OPTIONS, TIMELINE_OPTIONS } from './options';
import { SavedAt } from '../../components/SavedAt';
import { SelectField } from '../../components/form/SelectField';
import { saveBuyerCustomization } from './customizationApi';
import { ChecklistField, customizationFormConfig, useCustomizationForm } from './useCustomizationForm';

const buyerForm = customizationFormConfig(BuyerCustomizationSchema, buyerRequest, buyerFormValues, BUYER_FIELDS, saveBuyerCustomization);

type MoneyField = 'revenue_min' | 'revenue_max' | 'price_min' | 'price_max';

interface BuyerCustomizationFormProps {
  saved: BuyerCustomization;
  onSaved: (saved: BuyerCustomization) => void;
}

/** What a buyer is looking for; it doubles as a saved search for new listings. */
export function BuyerCustomizationForm({ saved, onSaved }: BuyerCustomizationFormProps) {
  const { control, register, errors, isSubmitting, formError, submit } = useCustomizationForm(buyerForm, saved, (result) => {
    onSaved(result);
    notify('Your buyer customization is saved.', 'success');
  });

  const money = (name: MoneyField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <ChecklistField
        control={control}
        name="practice_areas"
        legend="Practice areas"
        hint="The kinds of practice you would buy. Leave empty to hear about every area."
        options={PRACTICE_AREA_OPTIONS}
        noun="practice area"
        long
      />
      <ChecklistField
        control={control}
        name="states"
        legend="States"
        hint="Where the firm should be. Leave empty for anywhere in the US."
        options={STATE_OPTIONS}
        noun="state"
        long
      />
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">Annual revenue</legend>
        <div className="form-text mt-0 mb-2">
          The firm&apos;s yearly gross revenue. Listings show it as a band, such as $1M – $2M: a listing fits when its band reaches into
          your range. Leave a side empty for no limit.
        </div>
        <div className="row gx-3">
          <div className="col-12 col-sm-6">{money('revenue_min', 'Minimum revenue')}</div>
          <div className="col-12 col-sm-6">{money('revenue_max', 'Maximum revenue')}</div>
        </div>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">Price</legend>
        <div className="form-text mt-0 mb-2">What you are prepared to pay for a practice.</div>
        <div className="row gx-3">
          <div className="col-12 col-sm-6">{money('price_min', 'Minimum price')}</div>
          <div className="col-12 col-sm-6">{money('price_max', 'Maximum price')}</div>
        </div>
      </fieldset>
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <SelectField
            label="When do you want to buy?"
            options={TIMELINE_OPTIONS}
            emptyLabel="Not decided"
            error={errors.timeline?.message}
            {...register('timeline')}
          />
        </div>
      </div>
      <ChecklistField
        control={control}
        name="financing"
        legend="Financing"
        hint="How you expect to pay. Sellers see this in Find a Buyer."
        options={FINANCING_CHOICES}
      />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          Save buyer customization
        </SubmitButton>
        <SavedAt updatedAt={saved.updated_at} />
      </div>
    </form>
  );
}
