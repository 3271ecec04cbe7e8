import { Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { listExperts } from '@app/contracts/catalogue/experts';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount } from '@app/domain/platform/pagination';
import { buildPath } from '@app/domain/platform/routes';
import { ExpertAvatar } from '../../components/catalogue/expert-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { pageDescription, pageTitle, rootOrigin } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { EmptyState, PageBody } from '../../components/ui/layout.tsx';

/** Expert directory (spec §2 `/experts` | `/expertos`): authors and trainers of the trainings offered here. */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const page = clampPage(new URL(request.url).searchParams.get('page'));
  try {
    const { data: experts } = await serverApi(request, context).call(listExperts, {
      query: { page, perPage: DEFAULT_PAGE_SIZE },
    });
    return { experts, page, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => [
  { title: pageTitle(matches, 'experts.title') },
  pageDescription(matches, 'experts'),
  ...(loaded ? [{ tagName: 'link', rel: 'canonical', href: `${rootOrigin(matches)}${buildPath('experts', loaded.lang)}${loaded.page > 1 ? `?page=${loaded.page}` : ''}` }] : []),
];

export default function Experts() {
  const { experts, page, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const pages = pageCount(experts.total, experts.perPage);
  return (
    <PageBody>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('experts.heading')}</h1>
        <p className="mt-2 text-neutral-700">{t('experts.intro')}</p>
      </div>
      {experts.items.length === 0 ? (
        <EmptyState>
          <p className="text-neutral-700">{t('experts.empty')}</p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {experts.items.map((e) => (
            <li key={e.slug} className="relative flex items-center gap-4 rounded-xl border border-neutral-200 bg-white p-4 focus-within:ring-3 focus-within:ring-primary-dark hover:shadow-md">
              <ExpertAvatar expert={e} size={64} />
              <div className="min-w-0">
                <h2 className="font-semibold text-neutral-900">
                  <Link to={buildPath('expert-detail', lang, { slug: e.slug })} className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none">
                    {e.name}
                  </Link>
                </h2>
                {e.title && <p className="text-sm text-neutral-700">{e.title}</p>}
                <p className="mt-1 text-sm text-neutral-600">{t('experts.trainingsCount', { count: e.trainingsCount })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pages} search={search} />
    </PageBody>
  );
}
