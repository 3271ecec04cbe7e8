import { useId, type ReactNode } from 'react';

/** A titled part of a screen, named by its heading for assistive technologies. */
export function Section({ title, children, actions, className = '' }: { title: ReactNode; children: ReactNode; actions?: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mt-8 ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-neutral-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
