import type { SVGProps } from 'react';
import { ICON_SIZE_PX, pxToRem } from './constants.ts';

const PATHS = {
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.3V7h-2Z',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z',
  chevronLeft: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z',
  chevronRight: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z',
  arrowRight: 'M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4v-2Z',
  euro: 'M15 4a8 8 0 0 0-7.4 5H5v2h2.1a8 8 0 0 0 0 2H5v2h2.6A8 8 0 0 0 19 18.9l-1.3-1.5A6 6 0 0 1 9.8 15H14v-2H9.1a6 6 0 0 1 0-2H14V9H9.8a6 6 0 0 1 7.9-2.4L19 5.1A8 8 0 0 0 15 4Z',
  book: 'M4 4h7a3 3 0 0 1 2 .8A3 3 0 0 1 15 4h5v15h-6a2 2 0 0 0-2 2 2 2 0 0 0-2-2H4V4Zm2 2v11h5l.1.1V7a1 1 0 0 0-1-1H6Zm12 0h-3a1 1 0 0 0-1 1v10h4V6Z',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 8c4 0 8 2 8 5v1H4v-1c0-3 4-5 8-5Zm0 2c-2.7 0-5.3 1.1-5.9 2h11.8c-.6-.9-3.2-2-5.9-2Z',
  chevronDown: 'M5.4 8.6 4 10l8 8 8-8-1.4-1.4-6.6 6.6-6.6-6.6Z',
  logout: 'M10 4H4v16h6v-2H6V6h4V4Zm5.6 3.4L14.2 8.8l2.2 2.2H9v2h7.4l-2.2 2.2 1.4 1.4L20.2 12l-4.6-4.6Z',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Size in px (default 24), rendered in rem. */
  size?: number;
  /** Accessible label; decorative (aria-hidden) when absent. */
  label?: string;
}

/** Inline SVG icon (spec §9): default 24 px, rem = size / 16. */
export function Icon({ name, size = ICON_SIZE_PX, label, ...props }: IconProps) {
  const rem = pxToRem(size);
  return (
    <svg
      viewBox="0 0 24 24"
      width={rem}
      height={rem}
      fill="currentColor"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
