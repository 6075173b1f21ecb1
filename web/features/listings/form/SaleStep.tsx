import { TEXT_QUESTIONS, type MoreInfo } from '../../../../contracts/listings/questionnaire';
import { RichTextField } from './RichTextField';
import type { StepProps } from './stepTypes';

const saleQuestions = TEXT_QUESTIONS.filter((question) => question.richText);

/** Why the owner sells and how long they would stay: rich-text answers, edited as words like the description (issue #20.2). */
export function SaleStep({ draft, errorFor }: StepProps) {
  return (
    <>
      <h2 className="h5">About the sale</h2>
      {saleQuestions.map((question) => (
        <RichTextField
          key={question.key}
          label={question.label}
          value={draft.values.more_info[question.key] ?? null}
          onChange={(html) =>
            draft.update((current) => ({ more_info: { ...current.more_info, [question.key]: html || null } as MoreInfo }))
          }
          error={errorFor(`more_info.${question.key}`)}
        />
      ))}
    </>
  );
}
