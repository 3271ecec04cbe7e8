import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { RIPPLE } from './constants.ts';

interface Wave {
  id: number;
  x: number;
  y: number;
  size: number;
  fading: boolean;
}

/** A button with a ripple (spec §9): each wave lasts at least 250 ms, then fades over 300 ms. */
export function RippleButton({ children, className = '', onPointerDown, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const [waves, setWaves] = useState<Wave[]>([]);
  const next = useRef(0);

  function start(event: MouseEvent<HTMLButtonElement> & React.PointerEvent<HTMLButtonElement>) {
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
    <button {...props} onPointerDown={start} className={`relative overflow-hidden ${className}`}>
      {children}
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
            transform: 'scale(1)',
            transition: `opacity ${RIPPLE.fadeMs}ms ease-out`,
            animation: `ripple-grow ${RIPPLE.minDurationMs}ms ease-out`,
          }}
        />
      ))}
    </button>
  );
}
