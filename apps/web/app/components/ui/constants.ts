/** UI constants of spec §9. */

export const TOAST = {
  /** Default display time. */
  autoCloseMs: 3000,
  position: 'bottom-right',
  /** Product toasts appear at the top. */
  productPosition: 'top-right',
  pauseOnHover: true,
  /** Delay of the dismissal (collapse) animation. */
  dismissDelayMs: 150,
  types: ['success', 'error', 'info', 'warning', 'default'],
} as const;

export const LOADING_BAR = {
  /** Navigations shorter than this never show the bar. */
  throttleMs: 200,
  /** Time the bar takes to crawl towards the end while waiting. */
  durationMs: 2000,
  heightPx: 3,
  /** The full bar stays visible this long once the navigation ends… */
  hideDelayMs: 500,
  /** …then is reset to 0 after this delay, ready for the next navigation. */
  resetDelayMs: 400,
} as const;

export const RIPPLE = { minDurationMs: 250, fadeMs: 300 } as const;
export const RATING_ITEMS = 5;
export const ICON_SIZE_PX = 24;
export const SPINNER_SIZE_PX = 50;

/** Icon sizes are given in px and rendered in rem (rem = size / 16). */
export function pxToRem(px: number): string {
  return `${px / 16}rem`;
}
