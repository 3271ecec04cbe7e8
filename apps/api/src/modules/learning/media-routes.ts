import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as media from '@app/contracts/learning/media';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Learner } from './enrolment-record.ts';
import { completePdfStep, openPdfStep, pdfContent, pdfLinkSigner } from './media-pdf.ts';
import { MEDIA_KINDS, PDF_KINDS, enrolmentOfSlug, stepOfEnrolment, stepOfModule } from './media-step.ts';
import { fileAnswer, type FileAnswer } from './media-stream.ts';
import { answerStepQuiz, completeMediaStep, describeStep, savePosition, videoQuizStep } from './media-video-flow.ts';

/** Video, podcast and pdf steps (spec §7 "Video and pdf", `getAudioStream`; issue 11 part 5). */
const routes: FastifyPluginAsync<{ appKey: string; contentDir: string }> = async (app, { appKey, contentDir }) => {
  const db = app.db.db;
  const signer = pdfLinkSigner(appKey);
  const learnerOf = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    const learner: Learner = { userId: user.id, platformId: request.platformHost.platform.id };
    return { user, learner };
  };
  const send = (reply: FastifyReply, file: FileAnswer) =>
    reply.code(file.status).headers(file.headers).send(file.end < file.start ? '' : createReadStream(file.path, { start: file.start, end: file.end }));

  route(app, media.getVideoFlow, async (request) => {
    const { user, learner } = await learnerOf(request);
    return success(describeStep(await stepOfEnrolment(db, learner, request.params.id, request.query.step, MEDIA_KINDS), user.volume));
  });

  route(app, media.saveVideoPosition, async (request) => {
    const { user, learner } = await learnerOf(request);
    const located = await stepOfEnrolment(db, learner, request.params.id, request.query.step, MEDIA_KINDS);
    return success(await savePosition(db, located, request.body, user.volume));
  });

  route(app, media.answerStepQuiz, async (request) => {
    const { learner } = await learnerOf(request);
    const answer = await answerStepQuiz(db, await stepOfModule(db, learner, request.params.id, MEDIA_KINDS), request.body.answers);
    return success(answer, translate(request.lang, answer.passed ? 'media.success.quizPassed' : 'media.success.quizAnswered'));
  });

  route(app, media.completeVideoStep, async (request) => {
    const { learner } = await learnerOf(request);
    const progress = await completeMediaStep(db, await stepOfModule(db, learner, request.params.id, MEDIA_KINDS));
    return success(progress, translate(request.lang, 'media.success.stepCompleted'));
  });

  route(app, media.getVideoQuiz, async (request) => {
    const { user, learner } = await learnerOf(request);
    return success(describeStep(videoQuizStep(await enrolmentOfSlug(db, learner, request.params.slug)), user.volume));
  });

  route(app, media.getAudioStream, async (request, reply) => {
    const { learner } = await learnerOf(request);
    const { entry } = await stepOfModule(db, learner, request.params.id, MEDIA_KINDS);
    return send(reply, await fileAnswer(contentDir, entry.content!, request.headers.range));
  });

  route(app, media.getPdfLink, async (request) => {
    const { learner } = await learnerOf(request);
    return success(await openPdfStep(db, signer, await stepOfModule(db, learner, request.params.id, PDF_KINDS)));
  });

  route(app, media.completePdfStep, async (request) => {
    const { learner } = await learnerOf(request);
    const progress = await completePdfStep(db, await stepOfModule(db, learner, request.params.id, PDF_KINDS));
    return success(progress, translate(request.lang, 'media.success.stepCompleted'));
  });

  // No session here: the signature is the permission, so the link opens in a new tab or a frame without cookies.
  route(app, media.getPdfFile, async (request, reply) => {
    const { id } = request.params;
    signer.check(id, request.query.expires, request.query.signature);
    const file = await fileAnswer(contentDir, await pdfContent(db, id), request.headers.range);
    // The page frames the document: the data answers' "frame-ancestors 'none'" would forbid it.
    return send(reply.header('content-security-policy', "frame-ancestors 'self'").header('content-disposition', 'inline'), file);
  });
};

export default routes;
