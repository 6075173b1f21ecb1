import { TEXT_QUESTIONS, type MoreInfo } from '../../../../contracts/questionnaire';
import { TextareaField } from '../../../components/form/TextareaField';
import type { StepProps } from './stepTypes';

const saleQuestions = TEXT_QUESTIONS.filter((question) => question.richText);

/** Why the owner sells and how long they would stay. */
export function SaleStep({ draft, errorFor }: StepProps) {
  return (
    <>
      <h2 className="h5">About the sale</h2>
      {saleQuestions.map((question) => (
        <TextareaField
          key={question.key}
          label={question.label}
          rows={4}
          maxLength={10_000}
          value={draft.values.more_info[question.key] ?? ''}
          onChange={(event) =>
            draft.update((current) => ({ more_info: { ...current.more_info, [question.key]: event.target.value || null } as MoreInfo }))
          }
          error={errorFor(`more_info.${question.key}`)}
        />
      ))}
    </>
  );
}
