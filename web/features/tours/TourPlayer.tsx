import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { dialogOpen, watchDialogs } from './screenIdle';
import type { TourStep } from './tours';

const toJoyrideStep = ({ target, title, content, placement, fixed }: TourStep): Step =>
  target === 'center'
    ? { target: 'body', placement: 'center', title, content }
    : { target, title, content, placement: placement ?? 'auto', isFixed: fixed ?? false, skipScroll: fixed ?? false };

const LOCALE = {
  back: 'Back',
  close: 'Close',
  last: 'Done',
  next: 'Next',
  nextWithProgress: 'Next ({current} of {total})',
  skip: 'Skip tour',
};
const OPTIONS = {
  primaryColor: '#1f3157',
  textColor: '#1e2433',
  overlayColor: 'rgba(15, 26, 48, 0.45)',
  zIndex: 2000,
  showProgress: true,
  // Straight to the tooltip, not a beacon to click first; scrolled clear of the sticky top bar.
  skipBeacon: true,
  scrollOffset: 96,
  buttons: ['back', 'close', 'primary', 'skip'] as ('back' | 'close' | 'primary' | 'skip')[],
  closeButtonAction: 'skip' as const,
  overlayClickAction: false as const,
  // Escape ends the tour (below); Joyride's own Escape would only move to the next step.
  dismissKeyAction: false as const,
};

interface TourPlayerProps {
  steps: TourStep[];
  /** The tour ended: completed (finished or skipped) or interrupted. */
  onEnd: (completed: boolean) => void;
}

/**
 * One run of a tour with react-joyride, loaded only when a tour is shown. It never covers a dialog (its overlay would
 * swallow the dialog's clicks): while one is open the tour steps aside, then comes back at the step it was on.
 */
export default function TourPlayer({ steps, onEnd }: TourPlayerProps) {
  const [covered, setCovered] = useState(dialogOpen);
  const shownStep = useRef(0);
  const [resumeAt, setResumeAt] = useState(0);
  useEffect(
    () =>
      watchDialogs((open) => {
        if (open) setResumeAt(shownStep.current);
        setCovered(open);
      }),
    [],
  );
  const onEvent = useCallback(
    (event: EventData) => {
      if (event.type === EVENTS.TOOLTIP) shownStep.current = event.index;
      if (event.type === EVENTS.TOUR_END) onEnd(event.status === STATUS.FINISHED || event.status === STATUS.SKIPPED);
    },
    [onEnd],
  );
  // Escape skips the tour wherever the focus is, even before the tooltip has taken it; over a dialog it is the dialog's.
  useEffect(() => {
    if (covered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEnd(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEnd, covered]);
  if (covered) return null;
  return (
    <Joyride
      run
      steps={steps.map(toJoyrideStep)}
      initialStepIndex={resumeAt}
      continuous
      scrollToFirstStep
      onEvent={onEvent}
      locale={LOCALE}
      options={OPTIONS}
    />
  );
}
