import type { ReactNode } from 'react';

/** The top of a screen: an optional back link, the level-1 heading, an intro and actions beside the heading. */
export function PageHeader({ title, intro, before, actions }: { title: ReactNode; intro?: ReactNode; before?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6">
      {before && <div className="mb-4 text-sm">{before}</div>}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-neutral-900 sm:text-3xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {intro && <div className="mt-3 text-lg text-neutral-700">{intro}</div>}
    </header>
  );
}
