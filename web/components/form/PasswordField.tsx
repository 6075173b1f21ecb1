import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'append'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      append={
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <i className={visible ? 'bi bi-eye-slash' : 'bi bi-eye'} aria-hidden="true" />
        </button>
      }
    />
  );
}
