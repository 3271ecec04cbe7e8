import { MAIN_ID, type LayoutProps } from './layout-props.ts';

/** No chrome at all (landing pages): only the main landmark. */
export function NoLayout({ children }: LayoutProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh focus:outline-none">
      {children}
    </main>
  );
}
