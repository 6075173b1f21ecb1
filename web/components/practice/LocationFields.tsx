import { STATE_OPTIONS } from '../form/placeOptions';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { FieldProps } from './fieldProps';

/** Where the firm practises (`state`): changes to the state's code, or to '' when "Choose a state" is chosen again. */
export function StateField({ value, onChange, errorFor }: FieldProps<string, string | null>) {
  return (
    <SelectField
      label="State"
      options={STATE_OPTIONS}
      emptyLabel="Choose a state"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={errorFor('state')}
    />
  );
}

/** The wider area the firm serves (`metro`): public to members, so never the town. */
export function MetroField({ value, onChange, errorFor }: FieldProps<string>) {
  return (
    <TextField
      label="Metro area"
      hint="The wider area, not the town: “Greater Boston”."
      value={value}
      maxLength={120}
      onChange={(event) => onChange(event.target.value)}
      error={errorFor('metro')}
    />
  );
}
