import { VERIFICATION_ORDER } from '../../../../contracts/listings/listings';
import { verificationLabel } from '../../../../contracts/users/users';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../../components/form/NumberField';
import { HeadcountFields } from '../../../components/practice/HeadcountFields';
import { MetroField, StateField } from '../../../components/practice/LocationFields';
import { PracticeAreasField } from '../../../components/practice/PracticeAreasField';
import { PublicFaceWarning } from './PublicFaceWarning';
import { RichTextField } from './RichTextField';
import { usePublicFaceWarnings } from './usePublicFaceWarnings';
import type { StepProps } from './stepTypes';

/** "Anyone" (the empty choice) stands for unverified; the rest from lowest to highest (VERIFICATION_ORDER). */
const levels = VERIFICATION_ORDER.filter((key) => key !== 'unverified').map((key) => ({ value: key, label: verificationLabel(key) }));

/** Core facts: the anonymised face, then the identity only approved buyers see. */
export function FactsStep({ draft, errorFor }: StepProps) {
  const { values, update } = draft;
  const year = new Date().getFullYear();
  const warnings = usePublicFaceWarnings(values);
  return (
    <>
      <h2 className="h5">What buyers see first</h2>
      <p className="text-body-secondary small">This part is public to members, without your firm’s name or address.</p>
      <TextField
        label="Headline"
        hint="For example: “Established estate-planning practice, Greater Boston”. Do not name the firm."
        value={values.headline}
        maxLength={150}
        onChange={(event) => update({ headline: event.target.value })}
        error={errorFor('headline')}
      />
      <PublicFaceWarning id="headline-public-face" hits={warnings.headline} />
      <PracticeAreasField value={values.practice_areas} onChange={(next) => update({ practice_areas: next })} errorFor={errorFor} />
      <div className="row g-3">
        <div className="col-md-6">
          <StateField value={values.state} onChange={(state) => update({ state })} errorFor={errorFor} />
        </div>
        <div className="col-md-6">
          <MetroField value={values.metro} onChange={(metro) => update({ metro })} errorFor={errorFor} />
          <PublicFaceWarning id="metro-public-face" hits={warnings.metro} />
        </div>
        <div className="col-sm-4">
          <NumberField
            label="Year established"
            value={values.year_established}
            min={1800}
            max={year + 1}
            onChange={(value) => update({ year_established: value })}
            error={errorFor('year_established')}
          />
        </div>
        <HeadcountFields value={values} onChange={update} errorFor={errorFor} column="col-sm-4" />
      </div>
      <h2 className="h5 mt-4">Confidential: for approved buyers only</h2>
      <div className="row g-3">
        <div className="col-md-6">
          <TextField
            label="Firm name"
            value={values.firm_name}
            maxLength={200}
            onChange={(event) => update({ firm_name: event.target.value })}
            error={errorFor('firm_name')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label="City"
            value={values.city}
            maxLength={120}
            onChange={(event) => update({ city: event.target.value })}
            error={errorFor('city')}
          />
        </div>
      </div>
      <TextField
        label="Office address"
        value={values.address}
        maxLength={300}
        onChange={(event) => update({ address: event.target.value })}
        error={errorFor('address')}
      />
      <RichTextField
        label="Description of the practice"
        value={values.description}
        onChange={(description) => update({ description })}
        error={errorFor('description')}
      />
      <h2 className="h5 mt-4">Who can ask for access</h2>
      <SelectField
        label="Buyers must be at least"
        hint="Only buyers verified at this level or higher can ask for access; others are asked to get verified first."
        options={levels}
        emptyLabel="Anyone"
        value={values.minimum_verification_level === 'unverified' ? '' : values.minimum_verification_level}
        onChange={(event) =>
          update({ minimum_verification_level: (event.target.value || 'unverified') as typeof values.minimum_verification_level })
        }
        error={errorFor('minimum_verification_level')}
      />
    </>
  );
}
