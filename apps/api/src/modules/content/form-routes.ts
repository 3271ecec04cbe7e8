import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendAdvisorMessage as advisorContract, sendContactMessage as contactContract } from '@app/contracts/content/contact';
import { getFeedbackTarget, giveFeedback as feedbackContract } from '@app/contracts/content/feedback';
import { requestCustomTraining as customTrainingContract, submitOfferSurvey as offerContract } from '@app/contracts/content/surveys';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import { describeFeedbackLink } from './describe-feedback-link.ts';
import type { FormSender } from './form-context.ts';
import { createFormThrottle } from './form-throttle.ts';
import { giveFeedback } from './give-feedback.ts';
import { requestCustomTraining } from './request-custom-training.ts';
import { sendAdvisorMessage } from './send-advisor-message.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { submitOfferSurvey } from './submit-offer-survey.ts';

/**
 * The public forms of issue 5: offer survey and custom-training request (stored, acknowledged by e-mail in the
 * caller's language), feedback by a single-use link, contact form and advisor message (stored and sent to the
 * platform's contact address). Free text is stored as sanitised rich text; e-mails carry its plain text.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const deps = { db, mailer };
  const surveyThrottle = createFormThrottle(db, 'survey');
  const contactThrottle = createFormThrottle(db, 'contact');

  /** 429 with Retry-After when the caller's address is over the form's limit; otherwise counts this submission. */
  async function throttle(limit: ReturnType<typeof createFormThrottle>, request: FastifyRequest, reply: FastifyReply) {
    const retryAfterSeconds = await limit.take(request.ip);
    if (retryAfterSeconds === null) return;
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', null, { minutes: String(Math.ceil(retryAfterSeconds / 60)) });
  }
  const senderOf = async (request: FastifyRequest): Promise<FormSender> =>
    ({ platform: request.platformHost.platform, lang: request.lang, userId: (await request.getUser())?.id ?? null });

  route(app, offerContract, async (request, reply) => {
    await throttle(surveyThrottle, request, reply);
    const reference = await submitOfferSurvey(deps, await senderOf(request), request.body);
    return success({ reference }, translate(request.lang, 'success.surveySent', { reference }));
  });

  route(app, customTrainingContract, async (request, reply) => {
    await throttle(surveyThrottle, request, reply);
    const reference = await requestCustomTraining(deps, await senderOf(request), request.body);
    return success({ reference }, translate(request.lang, 'success.customTrainingSent', { reference }));
  });

  route(app, getFeedbackTarget, async (request) => success(await describeFeedbackLink(db, request.platformHost.platform.id, request.params.token)));

  route(app, feedbackContract, async (request) => {
    await giveFeedback(db, request.platformHost.platform.id, request.params.token, request.body);
    return success(null, translate(request.lang, 'success.feedbackSent'));
  });

  route(app, contactContract, async (request, reply) => {
    await throttle(contactThrottle, request, reply);
    const reference = await sendContactMessage(deps, await senderOf(request), request.body);
    return success({ reference }, translate(request.lang, 'success.contactSent', { reference }));
  });

  route(app, advisorContract, async (request, reply) => {
    const user = await requireUser(request);
    await throttle(contactThrottle, request, reply);
    const reference = await sendAdvisorMessage(deps, { platform: request.platformHost.platform, lang: request.lang }, user, request.body.message);
    return success({ reference }, translate(request.lang, 'success.advisorSent'));
  });
};

export default routes;
