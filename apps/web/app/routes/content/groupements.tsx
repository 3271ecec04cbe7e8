/** Groups (spec §2 `/groupements`, §7 `GET /api/getGroupements`): the pharmacy groups the platform works with. */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { getGroupements } from '@app/contracts/content/platform-content';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(getGroupements, {});
    return { groupements: data ?? [] };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'groupements.title') }, pageDescription(matches, 'groupements'), areaPreload('content', matches)];

export default function Groupements() {
  const { groupements } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ContentShell title={t('groupements.heading')} intro={t('groupements.intro')} wide>
      {groupements.length === 0 ? (
        <p className="text-neutral-700">{t('groupements.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {groupements.map((g) => (
            <li key={g.id} className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
              {g.logo && <img src={g.logo} alt="" className="h-14 w-auto self-start object-contain" />}
              <h2 className="text-lg font-bold text-neutral-900">{g.name}</h2>
              {g.description && <p className="text-neutral-800">{g.description}</p>}
              {g.url && (
                <a href={g.url} className={`${LINK} mt-auto inline-flex items-center gap-1`} rel="noopener noreferrer" target="_blank">
                  {t('groupements.visit', { name: g.name })}
                  <Icon name="external" size={16} />
                  <span className="sr-only">{t('ui.newWindow')}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </ContentShell>
  );
}
