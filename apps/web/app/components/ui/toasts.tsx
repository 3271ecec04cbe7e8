import { ToastContainer, cssTransition } from 'react-toastify';
import { TOAST } from './constants.ts';

const transition = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapseDuration: TOAST.dismissDelayMs,
});

/** The app's toast container (spec §9): 3000 ms, bottom-right, pause on hover, 150 ms dismissal. */
export function Toasts({ closeLabel }: { closeLabel: string }) {
  return (
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.autoCloseMs}
      pauseOnHover={TOAST.pauseOnHover}
      transition={transition}
      closeButton={({ closeToast }) => (
        <button type="button" className="Toastify__close-button" aria-label={closeLabel} onClick={closeToast}>
          ×
        </button>
      )}
    />
  );
}
