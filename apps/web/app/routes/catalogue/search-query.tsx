import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { buildPath } from '@app/domain/platform/routes';
import { isBlankQuery, normalizeSearch } from '@app/domain/catalogue/search-text';
import { BlankSearch } from '../../components/catalogue/search-parts.tsx';
import { pageTitle } from '../../lib/meta.ts';

/**
 * Target of the search form (`/recherche?q=…` | `/buscar?q=…`): a query moves into the path of the search route
 * in the host's language (302); an empty or stop-words-only one shows the helpful empty state here.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const here = context.platformHost;
  const q = normalizeSearch(new URL(request.url).searchParams.get('q'));
  if (!isBlankQuery(q, here.lang)) throw redirect(buildPath('search', here.lang, { value: q }), 302);
  return { lang: here.lang };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'search.title') },
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchQuery() {
  const { lang } = useLoaderData<typeof loader>();
  return <BlankSearch lang={lang} />;
}
