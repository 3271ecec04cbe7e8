import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as quizmod from '@app/contracts/learning/quizmod';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Learner } from './enrolment-record.ts';
import { answerQuizModule, quizModule } from './quizmod-answer.ts';

/** Quiz modules (knowledge checks, spec §3 module type code 7): their questions and the learner's answers. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest): Promise<Learner> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });

  route(app, quizmod.getQuizModule, async (request) => success(await quizModule(db, await learnerOf(request), request.params.id, request.query.moduleId)));

  route(app, quizmod.answerQuizModule, async (request) => {
    const answer = await answerQuizModule(db, await learnerOf(request), request.lang, request.params.id, request.body);
    return success(answer, translate(request.lang, answer.passed ? 'quizmod.success.passed' : 'quizmod.success.failed'));
  });
};

export default routes;
