import { useEffect } from 'react';
import * as toastify from 'react-toastify/unstyled';
import { trackToastRemovals } from '../../lib/toast';
import { TOAST_SETTINGS } from './toastSettings';

const slide = toastify.cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapseDuration: TOAST_SETTINGS.collapseDuration,
});

/** The react-toastify container with docs/product.md "Constants and limits"'s settings; loaded with the first toast. */
export default function ToastContainerHost() {
  useEffect(() => trackToastRemovals(toastify), []);
  return (
    <toastify.ToastContainer
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.autoClose}
      limit={TOAST_SETTINGS.limit}
      transition={slide}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
