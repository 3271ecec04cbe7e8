import { BrandLogo } from './brand-logo.tsx';
import { MAIN_ID, type LayoutProps } from './layout-props.ts';
import { PageFooter } from './page-footer.tsx';

/** Layout of the farline hand-over screens: logo bar in the primary colour, no navigation, footer. */
export function ConnectAsFarlineLayout({ platform, lang, children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-primary-light px-4 py-4">
        <div className="mx-auto max-w-6xl">
          <BrandLogo platform={platform} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <PageFooter platform={platform} lang={lang} />
    </div>
  );
}
