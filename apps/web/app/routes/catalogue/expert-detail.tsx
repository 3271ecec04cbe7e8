import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getExpert } from '@app/contracts/catalogue/experts';
import { buildPath } from '@app/domain/platform/routes';
import { ExpertAvatar } from '../../components/catalogue/expert-card.tsx';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { pageDescription, pageTitleText, rootOrigin } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { CardGrid, PageBody } from '../../components/ui/layout.tsx';

/** Expert page (spec §2 `/experts/:slug` | `/expertos/:slug`): who they are and their trainings offered here. */
export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: expert } = await serverApi(request, context).call(getExpert, { params: { slug: params.slug ?? '' } });
    return { expert, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => {
  if (!loaded) return [];
  const { expert, lang } = loaded;
  return [
    { title: pageTitleText(matches, expert.name) },
    expert.title ? { name: 'description', content: `${expert.name} – ${expert.title}` } : pageDescription(matches, 'experts'),
    { tagName: 'link', rel: 'canonical', href: `${rootOrigin(matches)}${buildPath('expert-detail', lang, { slug: expert.slug })}` },
  ];
};

export default function ExpertDetail() {
  const { expert, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageBody>
      <p className="mb-4 text-sm">
        <Link to={buildPath('experts', lang)} className="underline underline-offset-2">
          {t('experts.back')}
        </Link>
      </p>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ExpertAvatar expert={expert} size={112} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-neutral-900 sm:text-3xl">{expert.name}</h1>
          {expert.title && <p className="mt-1 text-lg text-neutral-700">{expert.title}</p>}
        </div>
      </div>
      {expert.bio && <p className="mt-6 max-w-3xl text-neutral-800">{expert.bio}</p>}
      <section aria-labelledby="expert-trainings" className="mt-10">
        <h2 id="expert-trainings" className="mb-4 text-xl font-bold text-neutral-900">
          {t('experts.trainings', { count: expert.trainings.length })}
        </h2>
        {expert.trainings.length === 0 ? (
          <p className="text-neutral-700">{t('experts.noTrainings')}</p>
        ) : (
          <CardGrid>
            {expert.trainings.map((c) => (
              <li key={c.id}>
                <TrainingCard course={c} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </PageBody>
  );
}
