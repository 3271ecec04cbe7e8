/** Custom page (spec §2 `/pages/:pageSlug`, §3 Custom page): a 404 outside its startDate..endDate window (API rule). */
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { getCustomPage } from '@app/contracts/content/custom-pages';
import { pageDescription, pageTitleText } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(getCustomPage, { params: { slug: params.pageSlug ?? '' } });
    return { page: data };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? [
        { title: pageTitleText(matches, data.page.title) },
        data.page.options?.noIndex ? { name: 'robots', content: 'noindex' } : pageDescription(matches),
        areaPreload('content', matches),
      ]
    : [];

const CTA = 'inline-flex min-h-12 items-center rounded-lg bg-neutral-900 px-6 font-semibold text-white hover:bg-neutral-700';

export default function CustomPageScreen() {
  const { page } = useLoaderData<typeof loader>();
  const cta = page.options?.cta;
  const internal = cta?.href.startsWith('/') && !cta.href.startsWith('//');
  return (
    <ContentShell title={page.title}>
      {page.options?.banner && <img src={page.options.banner} alt="" className="mb-6 max-h-64 w-full rounded-xl bg-neutral-100 object-contain" />}
      <RichText html={page.bodyHtml} />
      {cta && (
        <p className="mt-8">
          {internal ? (
            <Link to={cta.href} className={CTA}>
              {cta.label}
            </Link>
          ) : (
            <a href={cta.href} className={CTA} rel="noopener noreferrer">
              {cta.label}
            </a>
          )}
        </p>
      )}
    </ContentShell>
  );
}
