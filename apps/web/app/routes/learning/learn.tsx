import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LearningView } from '../../components/learning/learning-view.tsx';
import { lazyExport } from '../../components/lazy-export.ts';
import { learningFlow } from '../../lib/learning-flow.server.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageTitleText } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The learning view of an enrolment (spec §2 `/learn/:courseTrackingId`, login required): another learner's is a 404;
 * a DPC programme shows its steps.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const id = here.params.courseTrackingId ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound(new URL(request.url).pathname, here.lang);
  try {
    const flow = await learningFlow(serverApi(request, context), Number(id));
    return { flow, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  loaded ? [{ title: pageTitleText(matches, loaded.flow.course.name) }, { name: 'robots', content: 'noindex' }, areaPreload('learning', matches)] : [];

// A DPC programme's stepper downloads only for its learners.
const DpcView = lazyExport(() => import('../../components/learning/dpc-view.tsx'), 'DpcView');

export default function Learn() {
  const { flow, lang } = useLoaderData<typeof loader>();
  if (!('dpc' in flow)) return <LearningView key={flow.courseTrackingId} flow={flow} lang={lang} />;
  return (
    <Suspense fallback={null}>
      <DpcView key={flow.courseTrackingId} flow={flow} lang={lang} />
    </Suspense>
  );
}
