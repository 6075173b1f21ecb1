import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BuyerCustomizationSchema, type BuyerCustomization } from '../../../contracts/customization';
import { CurrencyField } from '../../components/form/CurrencyField';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ChoiceChecklist } from './ChoiceChecklist';
import { BUYER_FIELDS, buyerFormValues, buyerRequest, contractResolver, messagesByField, type BuyerFormValues } from './customizationForm';
import { FINANCING_CHOICES, PRACTICE_AREA_OPTIONS, STATE_OPTIONS, TIMELINE_OPTIONS } from './options';
import { SavedAt } from './SavedAt';
import { SelectField } from './SelectField';
import { saveBuyerCustomization } from './settingsApi';

const resolver = contractResolver<BuyerFormValues, (typeof BUYER_FIELDS)[number]>(BuyerCustomizationSchema, buyerRequest, BUYER_FIELDS);

type MoneyField = 'revenue_min' | 'revenue_max' | 'price_min' | 'price_max';

interface BuyerCustomizationFormProps {
  saved: BuyerCustomization;
  onSaved: (saved: BuyerCustomization) => void;
}

/** What a buyer is looking for; it doubles as a saved search for new listings. */
export function BuyerCustomizationForm({ saved, onSaved }: BuyerCustomizationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BuyerFormValues>({ resolver, defaultValues: buyerFormValues(saved) });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await saveBuyerCustomization(buyerRequest(values));
      reset(buyerFormValues(result));
      onSaved(result);
      notify('Your buyer customization is saved.', 'success');
    } catch (error) {
      if (!isApiError(error) || error.cancelled || error.status === null || error.status >= 500) return;
      const byField = messagesByField(error.errors, BUYER_FIELDS);
      for (const [field, message] of Object.entries(byField)) setError(field as keyof BuyerFormValues, { type: 'server', message });
      if (Object.keys(byField).length === 0) setFormError(error.message);
    }
  });

  const money = (name: MoneyField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyField label={label} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors[name]?.message} />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <Controller
        control={control}
        name="practice_areas"
        render={({ field }) => (
          <ChoiceChecklist
            legend="Practice areas"
            hint="The kinds of practice you would buy. Leave empty to hear about every area."
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
      <Controller
        control={control}
        name="states"
        render={({ field }) => (
          <ChoiceChecklist
            legend="States"
            hint="Where the firm should be. Leave empty for anywhere in the US."
            options={STATE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.states?.message}
            noun="state"
            long
          />
        )}
      />
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">Annual revenue</legend>
        <div className="form-text mt-0 mb-2">The firm&apos;s yearly gross revenue. Leave a side empty for no limit.</div>
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
          <SelectField label="When do you want to buy?" options={TIMELINE_OPTIONS} emptyLabel="Not decided" error={errors.timeline?.message} {...register('timeline')} />
        </div>
      </div>
      <Controller
        control={control}
        name="financing"
        render={({ field }) => (
          <ChoiceChecklist
            legend="Financing"
            hint="How you expect to pay. Sellers see this in Find a Buyer."
            options={FINANCING_CHOICES}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.financing?.message}
          />
        )}
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
