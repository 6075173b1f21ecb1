import type { Tour, TourStep } from './tours';

const isShown = (selector: string) => {
  if (selector === 'center') return true;
  const element = document.querySelector(selector);
  return element !== null && element.getClientRects().length > 0;
};

/** The steps whose anchors are on the screen now. */
export const stepsOnScreen = (tour: Tour): TourStep[] => tour.steps.filter((step) => isShown(step.target));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the screen has drawn one of the tour's anchors (screens load lazily and fetch their data), then a moment
 * more for the rest, and gives the steps that are shown. Empty when the screen never showed any.
 */
export async function waitForTourAnchors(tour: Tour, signal: AbortSignal, { timeoutMs = 6000, settleMs = 600 } = {}): Promise<TourStep[]> {
  const anchored = tour.steps.filter((step) => step.target !== 'center');
  const deadline = Date.now() + timeoutMs;
  while (anchored.length && !anchored.some((step) => isShown(step.target)) && Date.now() < deadline) {
    await pause(100);
    if (signal.aborted) return [];
  }
  await pause(settleMs);
  return signal.aborted ? [] : stepsOnScreen(tour);
}
