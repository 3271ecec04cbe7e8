import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as quiz from '@app/contracts/learning/quiz';
import { currentQuiz } from '@app/domain/learning/current';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { requireUser } from '../../plugins/auth.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import type { Learner } from './enrolment-record.ts';
import { answerEvaluationQuiz } from './quiz-answer.ts';
import { giveQuizFeedback } from './quiz-feedback.ts';
import { quizViews } from './quiz-view.ts';

/** Spec §7 "User": the evaluation quizzes, their answer and the feedback after one (issue "Learning I" part 6). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest): Promise<Learner> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });

  route(app, quiz.getEvaluationQuizzes, async (request) => {
    const quizzes = await quizViews(db, await learnerOf(request));
    return success({ current: currentQuiz(quizzes), quizzes });
  });

  route(app, quiz.answerEvaluationQuiz, async (request) => {
    const learner = await learnerOf(request);
    const answered = await answerEvaluationQuiz(db, learner, request.lang, request.body);
    // The header's session user carries the quizzes (spec §3 evaluationQuizzes): every open tab refetches it.
    await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: learner.userId }, { reason: 'quiz' });
    return success({ quiz: answered }, translate(request.lang, 'success.quizAnswered'));
  });

  route(app, quiz.giveQuizFeedback, async (request) => {
    const given = await giveQuizFeedback(db, await learnerOf(request), request.lang, request.body);
    return success({ quiz: given }, translate(request.lang, 'success.quizFeedback'));
  });
};

export default routes;
