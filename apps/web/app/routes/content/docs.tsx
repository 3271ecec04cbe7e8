/**
 * Documents (spec §2 `/docs/:path`, any depth): the document and links to its children. The cookie policy
 * (`/cookiespolicy`, both languages; `/politica-cookies`, Spanish only) is the document `cookies-policy` (spec §9).
 */
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { getDocument } from '@app/contracts/content/docs';
import { pageDescription, pageTitleText } from '../../lib/meta.ts';
import { notFound } from '../../lib/not-found.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

/** Document path of the cookie-policy screens. */
export const COOKIES_POLICY_DOC = 'cookies-policy';

function docPathOf(pathname: string): string | null {
  const decoded = pathname
    .replace(/^\/docs\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return decoded.length > 0 ? decoded.join('/') : null;
}

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const { name, lang } = screenRoute({ request, context, pattern });
  const { pathname } = new URL(request.url);
  // The cookie-policy routes show one fixed document; `/docs` alone is not the route (its splat needs a segment).
  const isDocs = name === 'docs';
  const path = isDocs ? docPathOf(pathname) : COOKIES_POLICY_DOC;
  if (!path) throw notFound(pathname, lang);
  try {
    const { data } = await serverApi(request, context).call(getDocument, { params: { '*': path } });
    return { doc: data, lang, isDocs };
  } catch (error) {
    throw pageFailure(error, request, lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? [{ title: pageTitleText(matches, data.doc.title) }, pageDescription(matches), areaPreload('content', matches)] : [];

export default function Docs() {
  const { doc, lang, isDocs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const parent = doc.path.includes('/') ? doc.path.slice(0, doc.path.lastIndexOf('/')) : null;
  return (
    <ContentShell
      title={doc.title}
      before={
        isDocs && parent ? (
          <Link to={buildPath('docs', lang, { '*': parent })} className={LINK}>
            {t('docs.up')}
          </Link>
        ) : undefined
      }
    >
      <RichText html={doc.bodyHtml} />
      {doc.children.length > 0 && (
        <nav aria-labelledby="doc-children" className="mt-8 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
          <h2 id="doc-children" className="mb-2 text-lg font-bold text-neutral-900">
            {t('docs.children')}
          </h2>
          <ul className="flex flex-col gap-1">
            {doc.children.map((child) => (
              <li key={child.path}>
                <Link to={buildPath('docs', lang, { '*': child.path })} className={`${LINK} inline-flex min-h-8 items-center`}>
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ContentShell>
  );
}
