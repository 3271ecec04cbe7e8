import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkFormation } from '@app/contracts/learning/enrolment';
import { isTrainingType } from '@app/domain/catalogue/training-types';
import { buildPath } from '@app/domain/platform/routes';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { learningFlow } from '../../lib/learning-flow.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The detail's `learn` child (spec §2 `/:trainingType/:slug/learn`, login required): the learning view of the
 * learner's enrolment in this course; a learner not enrolled is sent to the detail page, where the main button is.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const { trainingType = '', slug = '' } = here.params;
  if (!isTrainingType(trainingType)) throw notFound(new URL(request.url).pathname, here.lang);
  const api = serverApi(request, context);
  try {
    const { data: state } = await api.call(checkFormation, { params: { a: trainingType, b: slug } });
    if (state.state !== 'continue' && state.state !== 'finished') throw redirect(buildPath('training-detail', here.lang, { trainingType, slug }));
    const flow = await learningFlow(api, state.courseTrackingId);
    return { flow, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

// The same screen as /learn/:courseTrackingId, found from the course instead of the enrolment.
export { meta, default } from './learn.tsx';
