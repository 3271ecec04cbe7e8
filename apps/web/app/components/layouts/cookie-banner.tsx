import { useTranslation } from '../../i18n/use-translation.ts';

/** The cookie banner of spec §9 (accept / refuse) with its platform's consent provider's text. */
export function CookieBanner({ variant, onChoose }: { variant: 'cofares' | 'default'; onChoose(analytics: boolean): void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('cookies.title')}
      data-testid="cookie-banner"
      data-variant={variant}
      className="border-b border-neutral-300 bg-neutral-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-900">{t(`cookies.${variant}`)}</p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => onChoose(false)}
            className="min-h-11 rounded-md border border-neutral-700 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-200"
          >
            {t('cookies.refuse')}
          </button>
          <button
            type="button"
            onClick={() => onChoose(true)}
            className="min-h-11 rounded-md bg-neutral-900 px-4 text-sm font-semibold text-white hover:bg-neutral-700"
          >
            {t('cookies.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
