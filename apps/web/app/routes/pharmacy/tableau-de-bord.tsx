import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DashboardSection } from '../../components/pharmacy/dashboard-section.tsx';
import { loadDashboard } from '../../components/pharmacy/dashboard-load.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';

/** The pharmacy's dashboard tab (issue 15 part 5); the year is the URL's `?year=`. */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    return { dashboard: await loadDashboard(request, context), locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.dashboard.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyDashboard() {
  const { dashboard, locale } = useLoaderData<typeof loader>();
  return <DashboardSection data={dashboard} locale={locale} />;
}
