import type { ReactNode } from 'react';

/** The column of a content page: a level-1 heading, an optional intro, the content. */
export function ContentShell({
  title,
  intro,
  children,
  wide = false,
  before,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Above the heading (a back link). */
  before?: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-8 sm:py-10`}>
      {before && <div className="mb-4 text-sm">{before}</div>}
      <h1 className="text-2xl font-bold break-words text-neutral-900 sm:text-3xl">{title}</h1>
      {intro && <div className="mt-3 text-lg text-neutral-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export const LINK = 'font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950';
