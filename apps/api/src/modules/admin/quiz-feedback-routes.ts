import type { FastifyPluginAsync } from 'fastify';
import { listQuizFeedbacks as listContract, quizFeedbackOptions as optionsContract, searchQuizFeedbacks } from '@app/contracts/admin/quiz-feedbacks';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { adminCaller } from './admin-caller.ts';
import { listQuizFeedbacks } from './list-quiz-feedbacks.ts';
import { quizFeedbackOptions } from './quiz-feedback-options.ts';

/** Spec §7 "Admin and content": learners' quiz feedback for the back-office (issue 17 part 8). Reading only. */
const quizFeedbackRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, listContract, async (request) => success(await listQuizFeedbacks(db, await adminCaller(request), 1, { filter: {} })));

  route(app, searchQuizFeedbacks, async (request) => success(await listQuizFeedbacks(db, await adminCaller(request), request.params.id, request.body)));

  route(app, optionsContract, async (request) => success(await quizFeedbackOptions(db, await adminCaller(request), request.params.a, request.params.b)));
};

export default quizFeedbackRoutes;
