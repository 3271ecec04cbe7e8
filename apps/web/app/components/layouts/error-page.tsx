import type { Platform } from '@app/contracts/identity/platform';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BrandLogo } from './brand-logo.tsx';
import { BackHome, describeError } from './error-screen.tsx';
import { MAIN_ID } from './layout-props.ts';

/**
 * The full-page error screen, for failures that leave no page to show (the platform could not be resolved, spec
 * §8, or an unexpected error): the platform logo when known, the status code as title, the message, and the stack
 * when not in production.
 */
export function ErrorScreen({ error, platform, showStack }: { error: unknown; platform: Platform | null; showStack: boolean }) {
  const { t } = useTranslation();
  const info = describeError(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-neutral-200 bg-white">
        <div className="h-1 bg-primary" aria-hidden="true" />
        <div className="mx-auto max-w-6xl px-4 py-3">
          <BrandLogo platform={platform} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12 focus:outline-none">
        <div className="flex max-w-xl flex-col items-center text-center">
          <h1 className="text-5xl font-bold text-neutral-900">{info.status}</h1>
          <p className="mt-4 text-lg text-neutral-700" data-testid="error-message">
            {info.message || t('error.unexpected')}
          </p>
          <BackHome reloadDocument />
          {showStack && info.stack && (
            <details className="mt-8 w-full text-left">
              <summary className="cursor-pointer text-sm text-neutral-700">{t('error.stack')}</summary>
              <pre className="mt-2 overflow-x-auto rounded bg-neutral-100 p-3 text-xs">{info.stack}</pre>
            </details>
          )}
        </div>
      </main>
    </div>
  );
}
