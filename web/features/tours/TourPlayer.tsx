import { useCallback, useEffect } from 'react';
import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
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

/** One run of a tour with react-joyride, loaded only when a tour is shown. */
export default function TourPlayer({ steps, onEnd }: TourPlayerProps) {
  const onEvent = useCallback(
    (event: EventData) => {
      if (event.type === EVENTS.TOUR_END) onEnd(event.status === STATUS.FINISHED || event.status === STATUS.SKIPPED);
    },
    [onEnd],
  );
  // Escape skips the tour wherever the focus is, even before the tooltip has taken it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEnd(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEnd]);
  return <Joyride run steps={steps.map(toJoyrideStep)} continuous scrollToFirstStep onEvent={onEvent} locale={LOCALE} options={OPTIONS} />;
}
