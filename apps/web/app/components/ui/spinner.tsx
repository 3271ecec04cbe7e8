import { SPINNER_SIZE_PX } from './constants.ts';

/** Loading spinner (spec §9: 50 px), announced politely to screen readers. */
export function Spinner({ label, size = SPINNER_SIZE_PX }: { label: string; size?: number }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className="animate-spin rounded-full border-4 border-primary-light border-t-primary-dark"
        style={{ width: size, height: size }}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
