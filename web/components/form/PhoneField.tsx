import type { ChangeEvent } from 'react';
import { formatPhone, normalizePhone } from '../../../contracts/format/phone';
import { TextField, type TextFieldProps } from './TextField';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  /** Digits only, as the API stores them. */
  value: string;
  onChange: (digits: string) => void;
}

/** Shows (###) ###-#### or +# (###) ###-#### (docs/product.md "Validation and display") while keeping digits as the value. */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      value={formatPhone(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normalizePhone(event.target.value))}
    />
  );
}
