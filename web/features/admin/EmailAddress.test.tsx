import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

const markup = (email: string) => render(<EmailAddress email={email} />).container.innerHTML;

describe('an e-mail address in a staff table', () => {
  it('may wrap only after its @, never inside the name or the domain', () => {
    expect(markup('denise.alvarez@example.com')).toBe('denise.alvarez@<wbr>example.com');
  });

  it('wraps after the last @ of a quoted name, and not at all without one', () => {
    expect(markup('"a@b"@firm.test')).toBe('"a@b"@<wbr>firm.test');
    expect(markup('no-at-sign')).toBe('no-at-sign');
  });
});
