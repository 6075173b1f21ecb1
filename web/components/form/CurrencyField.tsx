import type { ChangeEvent } from 'react';
import { formatCurrencyInput, parseCurrencyInput } from '../../../contracts/format/currency';
import { TextField, type TextFieldProps } from './TextField';

export interface CurrencyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  /** Whole dollars, or null when empty. */
  value: number | null;
  onChange: (amount: number | null) => void;
}

/** Digits only, shown with a $ and thousands separators (docs/product.md "Validation and display"). */
export function CurrencyField({ value, onChange, ...props }: CurrencyFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      placeholder="$0"
      {...props}
      value={formatCurrencyInput(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(parseCurrencyInput(event.target.value))}
    />
  );
}
