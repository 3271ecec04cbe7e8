import { Link, isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface ErrorInfo {
  status: number;
  message: string;
  stack?: string;
}

/** Status, message and stack of whatever reached the boundary (spec §2 "Full-page error screen"). */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string' ? data : data && typeof data === 'object' && 'message' in data ? String(data.message) : error.statusText;
    return { status: error.status, message: message || error.statusText };
  }
  if (error instanceof Error) return { status: 500, message: error.message, stack: error.stack };
  return { status: 500, message: String(error) };
}

/**
 * The 404 of spec §2, inside the page's layout (header and menu kept), the same for every 404: image, error.intro,
 * error.msg and a button back to the index route, all translated. The precise status message ("Page not found: /x",
 * "Page Not Found", spec §2, §8) is English whatever the page's language: it stays on the element for support and
 * tests, not on screen.
 */
export function NotFoundContent({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center px-4 py-12" data-status-message={message} data-testid="not-found">
      <div className="flex max-w-xl flex-col items-center text-center">
        <img src="/error-404.svg" alt="" width={240} height={160} className="mb-6 h-40 w-60" />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('error.intro')}</h1>
        <p className="mt-3 text-neutral-700">{t('error.msg')}</p>
        <BackHome reloadDocument={false} />
      </div>
    </div>
  );
}

export function BackHome({ reloadDocument }: { reloadDocument: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      reloadDocument={reloadDocument}
      className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-neutral-900 px-5 font-semibold text-white hover:bg-neutral-700"
    >
      {t('error.backHome')}
    </Link>
  );
}
