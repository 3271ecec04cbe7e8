import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '@app/db/schema/contact-messages';
import { feedbackAnswers } from '@app/db/schema/feedback-answers';
import { feedbackTokens } from '@app/db/schema/feedback-tokens';
import { surveyAnswers } from '@app/db/schema/survey-answers';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { hashToken } from '@app/db/tokens';
import { plainTextToRichText, richTextToPlain } from '@app/domain/rich-text';
import { AppError } from '../../errors/app-error.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  advisorMessageBody, contactBody, customTrainingBody, feedbackBody, feedbackParams, feedbackSchema, offerSurveyBody, referenceSchema,
} from './contracts.ts';
import { createFormThrottle } from './form-throttle.ts';
import { newReference } from './references.ts';

/** Where messages go when a platform has no contact address configured. */
export const FALLBACK_CONTACT_EMAIL = 'contact@pharma-campus.test';

const referenceAnswer = { 200: successEnvelope(referenceSchema), 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

/**
 * The public forms of issue 5: offer survey and custom-training request (stored, acknowledged by e-mail in the
 * caller's language), feedback by a single-use link, contact form and advisor message (stored and sent to the
 * platform's contact address). Free text is stored as sanitised rich text; e-mails carry its plain text.
 */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const surveyThrottle = createFormThrottle(db, 'survey');
  const contactThrottle = createFormThrottle(db, 'contact');
  const write = { config: { changesState: true } } as const;
  const contactAddress = (request: FastifyRequest) => request.site.platform.contactEmail ?? FALLBACK_CONTACT_EMAIL;

  app.post('/api/surveys/offer', { ...write, schema: { body: offerSurveyBody, response: referenceAnswer } }, async (request, reply) => {
    await surveyThrottle.take(request.ip, reply);
    const { lang } = request;
    const platform = request.site.platform;
    const body = request.body;
    const reference = newReference('OFF');
    const messageHtml = body.message ? plainTextToRichText(body.message) : null;
    await db.insert(surveyAnswers).values({
      platformId: platform.id, kind: 'offer', reference, lang, email: body.email, userId: (await request.getUser())?.id ?? null,
      answers: { name: body.name, pharmacyName: body.pharmacyName, role: body.role, interests: body.interests, messageHtml },
    });
    await mailer.send({
      platformId: platform.id,
      to: body.email,
      subject: translate(lang, 'mail.offer.subject', { platform: platform.name, reference }),
      text: translate(lang, 'mail.offer.text', {
        name: body.name, reference, platform: platform.name, interests: body.interests.join(', '),
        message: messageHtml ? richTextToPlain(messageHtml) : translate(lang, 'mail.none'),
      }),
    });
    return success({ reference }, translate(lang, 'success.surveySent', { reference }));
  });

  app.post('/api/surveys/custom-training', { ...write, schema: { body: customTrainingBody, response: referenceAnswer } }, async (request, reply) => {
    await surveyThrottle.take(request.ip, reply);
    const { lang } = request;
    const platform = request.site.platform;
    const body = request.body;
    const reference = newReference('SUR');
    const detailsHtml = plainTextToRichText(body.details);
    await db.insert(surveyAnswers).values({
      platformId: platform.id, kind: 'custom-training', reference, lang, email: body.email, userId: (await request.getUser())?.id ?? null,
      answers: {
        name: body.name, phone: body.phone ?? null, pharmacyName: body.pharmacyName, topic: body.topic, participants: body.participants,
        preferredFormat: body.preferredFormat, preferredPeriod: body.preferredPeriod ?? null, detailsHtml,
      },
    });
    await mailer.send({
      platformId: platform.id,
      to: body.email,
      subject: translate(lang, 'mail.customTraining.subject', { platform: platform.name, reference }),
      text: translate(lang, 'mail.customTraining.text', {
        name: body.name, reference, platform: platform.name, topic: body.topic, participants: String(body.participants),
        format: body.preferredFormat, period: body.preferredPeriod || translate(lang, 'mail.none'), details: richTextToPlain(detailsHtml),
      }),
    });
    return success({ reference }, translate(lang, 'success.customTrainingSent', { reference }));
  });

  /** The token of this platform, by the hash of its raw value; unknown, foreign or expired → 404. */
  async function findToken(request: FastifyRequest, raw: string) {
    const [row] = await db
      .select({ token: feedbackTokens, training: { name: trainings.name, type: trainings.type } })
      .from(feedbackTokens)
      .innerJoin(trainings, eq(trainings.id, feedbackTokens.trainingId))
      .where(and(eq(feedbackTokens.tokenHash, hashToken(raw)), eq(feedbackTokens.platformId, request.site.platform.id)));
    if (!row || row.token.expiresAt.getTime() <= Date.now()) throw new AppError('NOT_FOUND', 'errors.feedbackUnknown');
    return row;
  }

  app.get('/api/feedback/:token', {
    config: { changesState: false },
    schema: { params: feedbackParams, response: { 200: successEnvelope(feedbackSchema), 404: errorEnvelope } },
  }, async (request) => {
    const { token, training } = await findToken(request, request.params.token);
    const [offer] = await db
      .select({ slug: trainingOffers.slug })
      .from(trainingOffers)
      .where(and(eq(trainingOffers.trainingId, token.trainingId), eq(trainingOffers.platformId, token.platformId)))
      .limit(1);
    return success({ training: { name: training.name, type: training.type, slug: offer?.slug ?? '' }, used: token.usedAt !== null });
  });

  app.post('/api/feedback/:token', {
    ...write,
    schema: { params: feedbackParams, body: feedbackBody, response: { 200: successEnvelope(z.null()), 404: errorEnvelope, 410: errorEnvelope, 422: errorEnvelope } },
  }, async (request) => {
    const { token } = await findToken(request, request.params.token);
    const commentHtml = request.body.comment ? plainTextToRichText(request.body.comment) : null;
    await db.transaction(async (tx) => {
      // Spent atomically: of two concurrent answers only one finds used_at null.
      const spent = await tx
        .update(feedbackTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(feedbackTokens.id, token.id), isNull(feedbackTokens.usedAt)))
        .returning({ id: feedbackTokens.id });
      if (spent.length === 0) throw new AppError('GONE', 'errors.feedbackUsed');
      await tx.insert(feedbackAnswers).values({ tokenId: token.id, rating: request.body.rating, commentHtml: commentHtml || null });
    });
    return success(null, translate(request.lang, 'success.feedbackSent'));
  });

  app.post('/api/contact', { ...write, schema: { body: contactBody, response: referenceAnswer } }, async (request, reply) => {
    await contactThrottle.take(request.ip, reply);
    const { lang } = request;
    const platform = request.site.platform;
    const body = request.body;
    const reference = newReference('CON');
    const messageHtml = plainTextToRichText(body.message);
    await db.insert(contactMessages).values({
      platformId: platform.id, kind: 'contact', reference, lang, userId: (await request.getUser())?.id ?? null,
      name: body.name, email: body.email, subject: body.subject, messageHtml,
    });
    await mailer.send({
      platformId: platform.id,
      to: contactAddress(request),
      subject: translate(lang, 'mail.contact.subject', { platform: platform.name, subject: body.subject, reference }),
      text: translate(lang, 'mail.contact.text', { reference, name: body.name, email: body.email, subject: body.subject, message: richTextToPlain(messageHtml) }),
    });
    return success({ reference }, translate(lang, 'success.contactSent', { reference }));
  });

  app.post('/api/user/sendAdvisorMessage', { ...write, schema: { body: advisorMessageBody, response: referenceAnswer } }, async (request, reply) => {
    const user = await requireUser(request);
    await contactThrottle.take(request.ip, reply);
    const { lang } = request;
    const platform = request.site.platform;
    const reference = newReference('ADV');
    const messageHtml = plainTextToRichText(request.body.message);
    const name = `${user.firstName} ${user.lastName}`;
    const advisor = user.advisorName ?? translate(lang, 'mail.advisor.none');
    await db.insert(contactMessages).values({
      platformId: platform.id, kind: 'advisor', reference, lang, userId: user.id, name, email: user.email,
      subject: translate(lang, 'mail.advisor.subject', { platform: platform.name, advisor, reference }), messageHtml, advisorName: user.advisorName,
    });
    await mailer.send({
      platformId: platform.id,
      to: contactAddress(request),
      subject: translate(lang, 'mail.advisor.subject', { platform: platform.name, advisor, reference }),
      text: translate(lang, 'mail.advisor.text', { advisor, reference, name, email: user.email, message: richTextToPlain(messageHtml) }),
    });
    return success({ reference }, translate(lang, 'success.advisorSent'));
  });
};

export default routes;
