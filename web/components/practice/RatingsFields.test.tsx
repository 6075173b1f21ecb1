import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RATING_QUESTIONS, type RatingKey } from '../../../contracts/listings/questionnaire';
import { RatingsFields } from './RatingsFields';

type Ratings = Partial<Record<RatingKey, number | null>>;

/** The ratings as a form holds them, with its messages by API path. */
function Form(props: {
  errors?: Record<string, string>;
  onValues?: (values: Ratings) => void;
  path?: 'more_info' | 'ratings';
  wording?: 'seller' | 'buyer';
  namePrefix?: string;
}) {
  const { errors = {}, onValues, path = 'more_info', wording, namePrefix } = props;
  const [values, setValues] = useState<Ratings>({ past_client_satisfaction: 2 });
  return (
    <RatingsFields
      value={values}
      onChange={(key, score) => {
        const next = { ...values, [key]: score };
        setValues(next);
        onValues?.(next);
      }}
      errorFor={(field) => errors[field]}
      path={path}
      wording={wording}
      namePrefix={namePrefix}
    />
  );
}

const groupOf = (question: string) => screen.getByRole('group', { name: question });

describe('the ratings shared by the listing and valuation forms', () => {
  it('ask each question as a group of five radios, 1 to 5 of 5, named by the question’s key', () => {
    render(<Form />);
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(RATING_QUESTIONS.map((question) => question.seller));
    groups.forEach((group, index) => {
      const radios = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')];
      expect(radios.map((radio) => radio.labels?.[0]?.getAttribute('aria-label'))).toEqual([
        '1 of 5',
        '2 of 5',
        '3 of 5',
        '4 of 5',
        '5 of 5',
      ]);
      expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set([RATING_QUESTIONS[index]!.key]));
    });
    const satisfaction = within(groupOf('How satisfied are your past clients?'));
    expect((satisfaction.getByRole('radio', { name: '2 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect((satisfaction.getByRole('radio', { name: '3 of 5' }) as HTMLInputElement).checked).toBe(false);
  });

  it('report the chosen score under the question’s key, and check it', async () => {
    let last: Ratings = {};
    render(<Form onValues={(values) => (last = values)} />);
    const group = groupOf('How well does your website generate leads?');
    await userEvent.setup().click(within(group).getByRole('radio', { name: '4 of 5' }));
    expect(last).toEqual({ past_client_satisfaction: 2, website_lead_generation: 4 });
    expect((within(group).getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
  });

  it('show a question’s message at its group, read from the form’s path for the ratings', () => {
    render(<Form path="ratings" errors={{ 'ratings.office_setup': 'The rating must be between 1 and 5.' }} />);
    const group = groupOf('How well set up is your office (systems, software, space)?');
    expect(within(group).getByRole('alert')?.textContent).toBe('The rating must be between 1 and 5.');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('The rating must be between 1 and 5.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(groupOf('How well trained are your employees?').getAttribute('aria-describedby')).toBeNull();
  });

  it('ask in the third person, under prefixed names, for a buyer’s valuation', () => {
    render(<Form path="ratings" wording="buyer" namePrefix="valuation-" />);
    const radios = within(groupOf("How well the firm's website generates leads")).getAllByRole('radio');
    expect(radios.every((radio) => (radio as HTMLInputElement).name === 'valuation-website_lead_generation')).toBe(true);
    expect(screen.queryByRole('group', { name: 'How well does your website generate leads?' })).toBeNull();
  });
});
