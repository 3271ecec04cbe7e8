import { useId } from 'react';
import { Icon } from './icon.tsx';
import { RATING_ITEMS } from './constants.ts';

/**
 * Rating picker (spec §9: 5 items): native radios in a fieldset (arrow keys move between stars, the legend names
 * the group, each star's label says its value), drawn as stars filled up to the chosen value.
 */
export function RatingInput({
  legend,
  value,
  onChange,
  itemLabel,
  error,
  items = RATING_ITEMS,
  name = 'rating',
}: {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Accessible label of the star worth `n`, e.g. "4 sur 5". */
  itemLabel: (n: number) => string;
  error?: string;
  items?: number;
  name?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-neutral-900">{legend}</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: items }, (_, i) => {
          const n = i + 1;
          const filled = value !== null && n <= value;
          return (
            <label
              key={n}
              className={`relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-focus-visible:outline-3 has-focus-visible:outline-primary-dark ${
                filled ? 'text-amber-600' : 'text-neutral-400 hover:text-amber-500'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <Icon name="star" size={32} />
              <span className="sr-only">{itemLabel(n)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
