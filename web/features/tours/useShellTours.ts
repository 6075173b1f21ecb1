import type { ShellTours } from '../../app/layout/memberShellSlots';
import { TOURS } from './tours';
import { useGuidedTours } from './useGuidedTours';

/** The guided tours in the member shell's slot (web/app/layout/memberShellSlots.ts), the screen's tour with its name. */
export function useShellTours(options: Parameters<typeof useGuidedTours>[0]): ShellTours {
  const { element, screenTour, start } = useGuidedTours(options);
  return { element, start, screenTour: screenTour ? { name: screenTour, label: TOURS[screenTour].label } : null };
}
