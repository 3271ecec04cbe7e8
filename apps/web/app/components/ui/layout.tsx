/** The page-level building blocks every screen shares (the class strings live here, once). */
import type { ReactNode } from 'react';

/** The content column of a screen. */
export function PageBody({ children, as: Tag = 'div' }: { children: ReactNode; as?: 'div' | 'article' }) {
  return <Tag className="mx-auto max-w-6xl px-4 py-8 sm:py-10">{children}</Tag>;
}

/** A list of cards: one column on phones, two on tablets, three on desktops. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {children}
    </ul>
  );
}

/** A white card with a border: a form, a confirmation, a block of a screen. */
export function Panel({ children, role, wide }: { children: ReactNode; role?: 'alert' | 'status'; wide?: boolean }) {
  return (
    <div role={role} className={`rounded-xl border border-neutral-200 bg-white p-6 shadow-sm${wide ? ' sm:p-8' : ''}`}>
      {children}
    </div>
  );
}

/** What a list shows when it has nothing to show: why, and what to do next. */
export function EmptyState({ children, testId, centred = true }: { children: ReactNode; testId?: string; centred?: boolean }) {
  return (
    <div className={`rounded-xl border border-dashed border-neutral-300 bg-neutral-50 px-6 ${centred ? 'py-12 text-center' : 'py-10'}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** The heading row of a section: its title and, beside it, an action (a "see all" link, a count). */
export function SectionHeader({ children }: { children: ReactNode }) {
  return <div className="mb-6 flex flex-wrap items-end justify-between gap-2">{children}</div>;
}
