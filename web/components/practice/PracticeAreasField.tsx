import type { ReactNode } from 'react';
import { ChoiceChecklist } from '../form/ChoiceChecklist';
import { PRACTICE_AREA_OPTIONS } from '../form/placeOptions';
import type { FieldProps } from './fieldProps';

interface PracticeAreasFieldProps extends FieldProps<string[], readonly string[]> {
  hint?: ReactNode;
}

/** The practice areas of a firm (`practice_areas`), as the listing and the valuation forms ask them. */
export function PracticeAreasField({ value, onChange, errorFor, hint }: PracticeAreasFieldProps) {
  return (
    <ChoiceChecklist
      legend="Practice areas"
      hint={hint}
      options={PRACTICE_AREA_OPTIONS}
      value={value}
      onChange={onChange}
      long
      noun="practice area"
      error={errorFor('practice_areas')}
    />
  );
}
