/**
 * Video quiz (spec §2 `/video/quiz/:slug`, issue 11 part 5): `:slug` is the training offer's slug; the page plays the
 * learner's first video step with questions of that training, pausing at each question. Login required (the answers
 * and the position are the learner's tracking: the route rules add `auth`, docs/decisions.md).
 */
import { Suspense } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getVideoQuiz } from '@app/contracts/learning/media';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lazyExport } from '../../components/lazy-export.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageBody } from '../../components/ui/layout.tsx';
import { pageTitle } from '../../lib/meta.ts';
import { isBuilt } from '../../route-registrations.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The player (its calls, their rules and the question dialog) comes after the page's first download, as in the
 * learning view: it loads its step in the browser anyway, showing the same spinner until then.
 */
const MediaVideoPlayer = lazyExport(() => import('../../components/learning/media-video-player.tsx'), 'MediaVideoPlayer');

export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: step } = await serverApi(request, context).call(getVideoQuiz, { params: { slug: params.slug ?? '' } });
    return { step, learnPath: buildPath('learn', here.lang, { courseTrackingId: step.courseTrackingId }) };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'media.videoQuiz.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('learning', matches),
];

export default function VideoQuiz() {
  const { step, learnPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <PageBody>
      <PageHeader
        title={t('media.videoQuiz.title')}
        intro={t('media.videoQuiz.step', { step: step.step, count: step.stepCount, name: step.module.name })}
        actions={
          isBuilt('learn') && (
            <Link to={learnPath} className="font-semibold text-neutral-900 underline">
              {t('media.videoQuiz.back')}
            </Link>
          )
        }
      />
      <p className="mb-4 text-neutral-800">{t('media.videoQuiz.intro')}</p>
      <Suspense fallback={<Spinner label={t('media.loading')} />}>
        <MediaVideoPlayer
          key={step.module.id}
          courseTrackingId={step.courseTrackingId}
          module={{ id: step.module.id, name: step.module.name, typeCode: step.module.typeCode, position: step.step }}
          onCompleted={() => void revalidator.revalidate()}
        />
      </Suspense>
    </PageBody>
  );
}
