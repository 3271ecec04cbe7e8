import type { ReactNode } from 'react';

/** What a list shows when it has nothing: what happened, and the way forward. */
export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-neutral-900">{title}</p>
      {children && <div className="mt-2 text-neutral-700">{children}</div>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}
