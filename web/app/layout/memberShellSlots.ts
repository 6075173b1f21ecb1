import type { ComponentType, ReactElement } from 'react';
import type { TourName } from '../../../contracts/tours/constants';
import type { Profile } from '../session/profile';

/** The guided tours as the shell uses them: the running tour, and the help menu's way to start one. */
export interface ShellTours {
  /** The tour's element, rendered once at the end of the shell (null when no tour runs). */
  element: ReactElement | null;
  /** The screen's own tour and its name in the help menu, when the screen has one. */
  screenTour: { name: TourName; label: string } | null;
  start: (name: TourName) => void;
}

/**
 * The features' pieces in the member area's shell, filled in by web/MemberArea.tsx: the shell imports no feature, as
 * web/lib and web/components do not (eslint.config.js). Each slot is a module-level value, so a hook slot is the same
 * function on every render.
 */
export interface MemberShellSlots {
  /** Above the top bar on every screen: the banner while staff act as the member. */
  Banner: ComponentType;
  /** The guided tours; `enabled` once terms are accepted, nobody acts as the member and the first screen has shown. */
  useTours: (options: { userId: number | undefined; pathname: string; enabled: boolean }) => ShellTours;
  /**
   * Above the landing screens (the dashboard, all listings) while `show`: the member's unanswered survey. Mounted on
   * every screen so that its lookup runs once, when `ready` (the first screen has shown).
   */
  LandingPrompt: ComponentType<{ user: Profile; impersonating: boolean; ready: boolean; show: boolean }>;
  /** Whether the staff navigation lists the Outbox (e-mails or texts go to the outbox); asked only when `staff`. */
  useOutboxInUse: (staff: boolean) => boolean;
}
