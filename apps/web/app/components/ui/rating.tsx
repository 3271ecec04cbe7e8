import { Icon } from './icon.tsx';
import { RATING_ITEMS } from './constants.ts';

/** Read-only star rating (spec §9: 5 items by default); the label carries the value for screen readers. */
export function Rating({ value, label, items = RATING_ITEMS, size = 16 }: { value: number; label: string; items?: number; size?: number }) {
  const rounded = Math.round(Math.max(0, Math.min(items, value)) * 2) / 2;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: items }, (_, i) => {
        const fill = rounded >= i + 1 ? 1 : rounded >= i + 0.5 ? 0.5 : 0;
        return (
          <span key={i} className="relative inline-block text-neutral-300">
            <Icon name="star" size={size} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden text-amber-600" style={{ width: `${fill * 100}%` }}>
                <Icon name="star" size={size} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
