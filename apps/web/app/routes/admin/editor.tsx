/**
 * The custom pages of the platform (spec §2 `/admin/editor`, issue 17 part 3): every page, each with its language,
 * window, state and options, a link to it as the public sees it, to its editor, to publish or unpublish it, and to
 * delete it after a confirmation. The list is the public call, which answers an administrator with every page.
 */
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { deleteCustomPage, updateCustomPageOptions } from '@app/contracts/admin/custom-pages';
import { listCustomPages } from '@app/contracts/content/custom-pages';
import type { DataOf } from '@app/contracts/contract';
import { customPageState, isPublished } from '@app/domain/admin/custom-pages';
import { todayInParis } from '@app/domain/identity/session-user';
import { buildPath } from '@app/domain/platform/routes';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { formatDay } from '../../lib/format.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listCustomPages, {});
    return { pages: data, today: todayInParis(new Date()), locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.pages.title');

type PageRow = DataOf<typeof listCustomPages>[number];

const STATE_CLASS = {
  online: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-neutral-200 text-neutral-800',
  draft: 'bg-neutral-100 text-neutral-800 border border-dashed border-neutral-400',
} as const;

/** The page's window in words: from–to, from, until, or always. */
function useWindowText(locale: string) {
  const { t } = useTranslation();
  return ({ startDate, endDate }: Pick<PageRow, 'startDate' | 'endDate'>) => {
    const from = formatDay(startDate, locale);
    const to = formatDay(endDate, locale);
    if (from && to) return t('admin.pages.window.between', { from, to });
    if (from) return t('admin.pages.window.from', { from });
    if (to) return t('admin.pages.window.until', { to });
    return t('admin.pages.window.always');
  };
}

function PageItem({ page, today, locale, onChanged }: { page: PageRow; today: string; locale: string; onChanged(message: string | null, error: string | null): void }) {
  const { t } = useTranslation();
  const { lang, platform } = usePlatformHost();
  const api = useBrowserApi();
  const [busy, setBusy] = useState(false);
  const windowText = useWindowText(locale);
  const state = customPageState(page, today);
  const published = isPublished(page.options);
  const publicPath = buildPath('custom-page', page.lang, { pageSlug: page.slug });
  const otherHost = page.lang === lang ? null : platform.hosts_by_lang[page.lang];
  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      onChanged(done, null);
    } catch (error) {
      onChanged(null, mapApiErrors(error, [], t('errors.anErrorOccurred')).form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="custom-page">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-bold break-words text-neutral-900">{page.title}</h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[state]}`}>{t(`admin.pages.state.${state}`)}</span>
          <span>{t(`admin.pages.langs.${page.lang}`)}</span>
          <span>{windowText(page)}</span>
          {page.options.noIndex && <span>{t('admin.pages.noIndexShort')}</span>}
        </p>
        <p className="text-sm break-all text-neutral-700">
          {state === 'online' && !otherHost ? (
            <Link to={publicPath} className="underline hover:text-neutral-950">
              {publicPath}
            </Link>
          ) : state === 'online' && otherHost ? (
            <a href={`//${otherHost}${publicPath}`} className="underline hover:text-neutral-950" hrefLang={page.lang}>
              {publicPath}
            </a>
          ) : (
            <span>{publicPath}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <Link to={`${buildPath('admin-editor-create-page', lang)}?id=${page.id}`} className={buttonClass('secondary')} aria-label={t('admin.pages.editNamed', { title: page.title })}>
          {t('admin.pages.edit')}
        </Link>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t(published ? 'admin.pages.unpublishNamed' : 'admin.pages.publishNamed', { title: page.title })}
          onClick={() =>
            void act(
              () => api.call(updateCustomPageOptions, { params: { id: page.id }, body: { published: !published } }),
              t(published ? 'admin.pages.unpublished' : 'admin.pages.published', { title: page.title }),
            )
          }
        >
          {t(published ? 'admin.pages.unpublish' : 'admin.pages.publish')}
        </Button>
        <ConfirmDialog
          trigger={t('admin.pages.delete')}
          triggerClassName={buttonClass('danger')}
          disabled={busy}
          title={t('admin.pages.confirmDelete.title', { title: page.title })}
          text={t('admin.pages.confirmDelete.text')}
          cancel={t('admin.pages.confirmDelete.cancel')}
          confirm={t('admin.pages.confirmDelete.confirm')}
          onConfirm={() => void act(() => api.call(deleteCustomPage, { params: { id: page.id } }), t('admin.pages.deleted', { title: page.title }))}
        />
      </div>
    </li>
  );
}

export default function CustomPages() {
  const { pages, today, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const changed = (message: string | null, error: string | null) => {
    setNotice(error ? { tone: 'error', text: error } : message ? { tone: 'success', text: message } : null);
    if (!error) void revalidator.revalidate();
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-neutral-700">{t('admin.pages.intro')}</p>
        <Link to={buildPath('admin-editor-create-page', lang)} className={buttonClass('primary')}>
          {t('admin.pages.create')}
        </Link>
      </div>
      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {pages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.pages.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('admin.pages.listLabel')}>
          {pages.map((page) => (
            <PageItem key={page.id} page={page} today={today} locale={locale} onChanged={changed} />
          ))}
        </ul>
      )}
    </div>
  );
}
