/**
 * When a tour may show (issue #34): never over a dialog, and not once the person has started working on the screen.
 *
 * - A dialog is any modal dialog on the page (Bootstrap modals and offcanvas panels, anything `aria-modal`), except the
 *   tour's own tooltip. A tour waits for it to close, and hides while one is open.
 * - The person has started acting once they type into or change something on the screen (an `input` or `change`
 *   event, or a key pressed in a field) outside a dialog. Opening a dialog is not acting on the screen: the tour waits
 *   for it instead. A tour that would start on its own does not, on this visit of the screen, once the person acts.
 */

const DIALOGS = '[aria-modal="true"], .modal.show, .offcanvas.show, .offcanvas.showing';
const TOUR_PARTS = '[class*="react-joyride"], #react-joyride-portal';
/** A closing modal keeps its backdrop a moment: the tour starts once it has faded. */
const AFTER_DIALOG_MS = 400;

const isOpenDialog = (element: Element): boolean => {
  if (element.closest(TOUR_PARTS)) return false;
  const { classList } = element;
  // A Bootstrap modal or offcanvas that lost `show` is fading out: already closed for the person.
  if (classList.contains('modal') || classList.contains('offcanvas')) return classList.contains('show') || classList.contains('showing');
  return true;
};

export const dialogOpen = (doc: Document = document): boolean => Array.from(doc.querySelectorAll(DIALOGS)).some(isOpenDialog);

const insideDialog = (target: EventTarget | null): boolean =>
  target instanceof Element && Array.from(target.ownerDocument.querySelectorAll(DIALOGS)).some((dialog) => dialog.contains(target));

/** Calls `onChange(open)` whenever a dialog opens or the last one closes; returns the function that stops watching. */
export function watchDialogs(onChange: (open: boolean) => void, doc: Document = document): () => void {
  let open = dialogOpen(doc);
  const observer = new MutationObserver(() => {
    const now = dialogOpen(doc);
    if (now !== open) onChange((open = now));
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-modal'] });
  return () => observer.disconnect();
}

const isField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Watches from now on whether the person acts on the screen; `acted()` tells, `stop()` ends the watch. Started when
 * a screen opens, so what was done on the previous screen does not count.
 */
export function watchActivity(doc: Document = document): { acted: () => boolean; stop: () => void } {
  let acted = false;
  const onEvent = (event: Event) => {
    if (acted || insideDialog(event.target)) return;
    if (event.type === 'keydown' && !isField(event.target)) return;
    acted = true;
  };
  const types = ['input', 'change', 'keydown'] as const;
  for (const type of types) doc.addEventListener(type, onEvent, true);
  return {
    acted: () => acted,
    stop: () => {
      for (const type of types) doc.removeEventListener(type, onEvent, true);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no dialog is open (and the last one has faded); at once when none is. */
export async function waitForNoDialog(signal: AbortSignal, doc: Document = document): Promise<void> {
  while (dialogOpen(doc) && !signal.aborted) {
    await new Promise<void>((resolve) => {
      const stop = watchDialogs((open) => {
        if (!open) finish();
      }, doc);
      const finish = () => {
        stop();
        signal.removeEventListener('abort', finish);
        resolve();
      };
      signal.addEventListener('abort', finish);
      if (!dialogOpen(doc)) finish();
    });
    if (!signal.aborted) await pause(AFTER_DIALOG_MS);
  }
}
