import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { USER_TAB_ROUTES, buildPath, routeForTab } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TabNav } from '../../components/ui/tab-nav.tsx';
import { isBuilt } from '../../route-registrations.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

/**
 * The profile (spec §2, login required by the route table's guard): its tabs are links, so each keeps its place in the
 * URL, and the old `userTab` query (0–4) is answered with a redirect to the matching tab, the other query values kept.
 */
export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  const tab = routeForTab(USER_TAB_ROUTES, url.searchParams.get('userTab'));
  if (url.searchParams.has('userTab')) {
    url.searchParams.delete('userTab');
    const target = tab && isBuilt(tab) ? buildPath(tab, here.lang) : url.pathname;
    throw redirect(`${target}${url.search}`, 302);
  }
  return { lang: here.lang };
}

export const clientLoader = withAreaTexts('profile');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
];

/** Tab route name → its label key. */
const TABS = [
  ['profile-index', 'profile.tabs.index'],
  ['profile-infos', 'profile.tabs.infos'],
  ['profile-plan-de-formation', 'profile.tabs.plan'],
  ['profile-historique', 'profile.tabs.history'],
  ['profile-attestation', 'profile.tabs.attestations'],
] as const;

export default function Profile() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('profile.heading')}</h1>
      <TabNav label={t('profile.tabs.label')} tabs={TABS} lang={lang} end />
      <Outlet />
    </div>
  );
}
