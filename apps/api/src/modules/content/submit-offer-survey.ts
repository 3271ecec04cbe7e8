import type { z } from 'zod';
import type { submitOfferSurvey as contract } from '@app/contracts/content/surveys';
import { surveyAnswers } from '@app/db/schema/survey-answers';
import { plainTextToRichText, richTextToPlain } from '@app/domain/content/rich-text';
import { translate } from '../../i18n/messages.ts';
import type { FormDeps, FormSender } from './form-context.ts';
import { newReference } from './references.ts';

/** Stores an offer survey and acknowledges it by e-mail in the sender's language; returns its reference. */
export async function submitOfferSurvey({ db, mailer }: FormDeps, { platform, lang, userId }: FormSender, body: z.output<typeof contract.body>) {
  const reference = newReference('OFF');
  const messageHtml = body.message ? plainTextToRichText(body.message) : null;
  await db.insert(surveyAnswers).values({
    platformId: platform.id, kind: 'offer', reference, lang, email: body.email, userId,
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
  return reference;
}
