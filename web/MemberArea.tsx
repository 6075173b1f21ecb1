/**
 * The member area: the app's shell (web/app/layout/AppLayout.tsx) with the features' pieces in its slots. Like
 * router.tsx, this file composes features; the shell itself imports none.
 */
import AppLayout from './app/layout/AppLayout';
import type { MemberShellSlots } from './app/layout/memberShellSlots';
import ImpersonationBanner from './features/admin/ImpersonationBanner';
import { useOutboxInUse } from './features/admin/outbox/useOutboxInUse';
import { LandingSurveyPrompt } from './features/surveys/LandingSurveyPrompt';
import { useShellTours } from './features/tours/useShellTours';

const slots: MemberShellSlots = {
  Banner: ImpersonationBanner,
  useTours: useShellTours,
  LandingPrompt: LandingSurveyPrompt,
  useOutboxInUse,
};

export default function MemberArea() {
  return <AppLayout slots={slots} />;
}
