import type { Profile } from '../../app/session/profile';
import { SurveyPrompt } from './SurveyPrompt';
import { useSurveyFlags } from './useSurveyFlags';

/** The member shell's landing prompt (web/app/layout/memberShellSlots.ts): the member's unanswered survey, while `show`. */
export function LandingSurveyPrompt({
  user,
  impersonating,
  ready,
  show,
}: {
  user: Profile;
  impersonating: boolean;
  ready: boolean;
  show: boolean;
}) {
  const surveys = useSurveyFlags(user, impersonating, ready);
  return show ? <SurveyPrompt keys={surveys.keys} flags={surveys.flags} onSubmitted={surveys.markSubmitted} /> : null;
}
