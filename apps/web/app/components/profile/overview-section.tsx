import type { ReactNode } from 'react';

/** One section of the profile's overview: its heading names the region. */
export function OverviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col">
      <h2 id={id} className="mb-3 text-xl font-bold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
