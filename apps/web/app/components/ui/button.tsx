import { useRef, useState, type ButtonHTMLAttributes, type PointerEvent } from 'react';
import { RIPPLE } from './constants.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-neutral-900 text-white shadow-sm hover:bg-neutral-700',
  secondary: 'border border-neutral-400 bg-white text-neutral-900 hover:bg-neutral-100',
  ghost: 'text-neutral-800 hover:bg-neutral-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

/** The classes of a button, for a link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', className = ''): string {
  return `relative inline-flex min-h-11 items-center justify-center gap-2 overflow-hidden rounded-lg px-5 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${className}`;
}

interface Wave {
  id: number;
  x: number;
  y: number;
  size: number;
  fading: boolean;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While true the button is disabled, busy, and shows a spinner with this text. */
  loading?: boolean;
  loadingText?: string;
};

/**
 * The button of every screen, with the ripple of spec §9 (each wave lasts at least 250 ms, then fades over 300 ms)
 * and a loading state that disables it.
 */
export function Button({ children, className = '', variant = 'primary', loading = false, loadingText, onPointerDown, type = 'button', ...props }: ButtonProps) {
  const [waves, setWaves] = useState<Wave[]>([]);
  const next = useRef(0);

  function start(event: PointerEvent<HTMLButtonElement>) {
    onPointerDown?.(event);
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const id = next.current++;
    setWaves((w) => [...w, { id, x: event.clientX - rect.left, y: event.clientY - rect.top, size, fading: false }]);
    window.setTimeout(() => {
      setWaves((w) => w.map((wave) => (wave.id === id ? { ...wave, fading: true } : wave)));
      window.setTimeout(() => setWaves((w) => w.filter((wave) => wave.id !== id)), RIPPLE.fadeMs);
    }, RIPPLE.minDurationMs);
  }

  return (
    <button
      type={type}
      {...props}
      disabled={loading || props.disabled}
      aria-busy={loading || undefined}
      onPointerDown={start}
      className={buttonClass(variant, className)}
    >
      {loading && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current/40 border-t-current" />}
      {loading && loadingText ? loadingText : children}
      {waves.map((w) => (
        <span
          key={w.id}
          aria-hidden="true"
          className="pointer-events-none absolute rounded-full bg-current motion-reduce:hidden"
          style={{
            left: w.x - w.size / 2,
            top: w.y - w.size / 2,
            width: w.size,
            height: w.size,
            opacity: w.fading ? 0 : 0.18,
            transition: `opacity ${RIPPLE.fadeMs}ms ease-out`,
            animation: `ripple-grow ${RIPPLE.minDurationMs}ms ease-out`,
          }}
        />
      ))}
    </button>
  );
}
