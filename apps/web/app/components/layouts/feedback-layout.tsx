import { BrandLogo } from './brand-logo.tsx';
import { MAIN_ID, type LayoutProps } from './layout-props.ts';

/** Feedback layout: a centred logo above a narrow column, no navigation (the visitor comes from an email link). */
export function FeedbackLayout({ platform, children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <header className="flex justify-center border-b border-neutral-200 bg-white px-4 py-4">
        <BrandLogo platform={platform} className="h-10" />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
