import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listTeamDeclarations } from '@app/contracts/compliance/declarations';
import { buildPath } from '@app/domain/platform/routes';
import { DeclarationsToVerify } from '../../components/compliance/declarations-to-verify.tsx';
import { DashboardSection } from '../../components/pharmacy/dashboard-section.tsx';
import { loadDashboard } from '../../components/pharmacy/dashboard-load.ts';
import { loadTeam } from '../../components/pharmacy/team-loader.server.ts';
import { TeamSection } from '../../components/pharmacy/team-section.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * Pharmacy management's dashboard (spec §2 tableau-de-bord, issue 15 parts 2 and 5): the year's figures, who is behind
 * their plan and the charts (`?year=`), the actions its learners declared awaiting verification (issue 19 part 2;
 * their failure only hides the section), then the team with its progress (`?q=`, `?status=`, `?page=`…).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const [dashboard, team, toVerify] = await Promise.all([
      loadDashboard(request, context),
      loadTeam(request, context),
      serverApi(request, context)
        .call(listTeamDeclarations, {})
        .then((r) => r.data.declarations, () => null),
    ]);
    return { dashboard, team, toVerify, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy', 'compliance');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.dashboard.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
  areaPreload('compliance', matches),
];

export default function PharmacyDashboard() {
  const { dashboard, team, toVerify, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-10">
      <DashboardSection data={dashboard} locale={locale} />
      <p>
        <Link className="font-semibold underline" to={buildPath('gestion-ma-pharmacie-conformite', lang)} data-testid="dashboard-compliance-link">
          {t('pharmacy.compliance.link')}
        </Link>
      </p>
      {toVerify && <DeclarationsToVerify declarations={toVerify} by="pharmacy" locale={locale} />}
      <TeamSection team={team} lang={lang} />
    </div>
  );
}
