import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadTeam } from '../../components/pharmacy/team-loader.server.ts';
import { TeamSection } from '../../components/pharmacy/team-section.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';

/** Pharmacy management's dashboard (spec §2 tableau-de-bord, issue 15): the team with its progress. */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    return { team: await loadTeam(request, context), lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.tabs.dashboard') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyDashboard() {
  const { team, lang } = useLoaderData<typeof loader>();
  return <TeamSection team={team} lang={lang} />;
}
