import { NumberField } from '../form/NumberField';
import type { FieldProps } from './fieldProps';

/** How many people the firm has: `attorneys`, and `staff`, the people who are not attorneys. */
export interface Headcount {
  attorneys: number | null;
  staff: number | null;
}

interface HeadcountFieldsProps extends FieldProps<Partial<Headcount>, Headcount> {
  /** The class of each box's column in the caller's row. */
  column: string;
}

const BOXES = [
  ['attorneys', 'Attorneys'],
  ['staff', 'Staff (non-attorneys)'],
] as const satisfies readonly (readonly [keyof Headcount, string])[];

/** The attorneys' and the staff's boxes, each in a column of the caller's row. */
export function HeadcountFields({ value, onChange, errorFor, column }: HeadcountFieldsProps) {
  return BOXES.map(([key, label]) => (
    <div key={key} className={column}>
      <NumberField label={label} value={value[key]} onChange={(count) => onChange({ [key]: count })} error={errorFor(key)} />
    </div>
  ));
}
