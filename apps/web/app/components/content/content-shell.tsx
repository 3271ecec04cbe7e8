import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header.tsx';

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
      <PageHeader title={title} intro={intro} before={before} />
      {children}
    </div>
  );
}

export const LINK = 'font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950';
