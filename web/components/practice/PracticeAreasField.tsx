import type { ReactNode } from 'react';
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { ChoiceChecklist } from '../form/ChoiceChecklist';
import type { FieldProps } from './fieldProps';

const AREAS = PRACTICE_AREAS.map((area) => ({ value: area.key, label: area.label }));

interface PracticeAreasFieldProps extends FieldProps<string[], readonly string[]> {
  hint?: ReactNode;
}

/** The practice areas of a firm (`practice_areas`), as the listing and the valuation forms ask them. */
export function PracticeAreasField({ value, onChange, errorFor, hint }: PracticeAreasFieldProps) {
  return (
    <ChoiceChecklist
      legend="Practice areas"
      hint={hint}
      options={AREAS}
      value={value}
      onChange={onChange}
      long
      noun="practice area"
      error={errorFor('practice_areas')}
    />
  );
}
