import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listDpec } from '@app/contracts/pharmacy/dpec';
import { DPEC_PAGES, type DpecPage } from '@app/domain/pharmacy/dpec';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DpecFilesTable } from '../../components/pharmacy/dpec-files.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

const PREFIX = 'gestion-ma-pharmacie-dpec-';

/**
 * The DPEC pages by state (issue 16 part 2, spec §2 `en-cours`, `financement`, `rapport`, `remboursement`): one module
 * for the four routes, each listing the files of its states (DPEC_PAGES), newest first.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const page = here.name.slice(PREFIX.length) as DpecPage;
  try {
    const { data } = await serverApi(request, context).call(listDpec, { query: {} });
    const states: readonly string[] = DPEC_PAGES[page];
    return { page, files: data.filter((file) => states.includes(file.state)), lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, `pharmacy.dpec.pages.${data?.page ?? 'en-cours'}`) },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyDpecPage() {
  const { page, files, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const heading = t(`pharmacy.dpec.pages.${page}`);
  return (
    <section aria-labelledby="dpec-page-heading" className="flex flex-col gap-3" data-testid={`dpec-page-${page}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dpec-page-heading" className="text-lg font-semibold text-neutral-900">
          {heading}
        </h3>
        <Link to={buildPath(`${PREFIX}creer`, lang)} className={buttonClass('primary')}>
          {t('pharmacy.dpec.create.open')}
        </Link>
      </div>
      <p className="text-neutral-800">{t(`pharmacy.dpec.pageIntro.${page}`)}</p>
      {files.length === 0 ? (
        <EmptyState testId="dpec-empty">
          <p className="text-neutral-800">{t('pharmacy.dpec.list.empty')}</p>
        </EmptyState>
      ) : (
        <DpecFilesTable files={files} lang={lang} locale={locale} caption={heading} />
      )}
    </section>
  );
}
