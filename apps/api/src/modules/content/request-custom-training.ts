import type { z } from 'zod';
import type { requestCustomTraining as contract } from '@app/contracts/content/surveys';
import { surveyAnswers } from '@app/db/schema/survey-answers';
import { plainTextToRichText, richTextToPlain } from '@app/domain/content/rich-text';
import { translate } from '../../i18n/messages.ts';
import type { FormDeps, FormSender } from './form-context.ts';
import { newReference } from './references.ts';

/** Stores a custom-training request and acknowledges it by e-mail in the sender's language; returns its reference. */
export async function requestCustomTraining({ db, mailer }: FormDeps, { platform, lang, userId }: FormSender, body: z.output<typeof contract.body>) {
  const reference = newReference('SUR');
  const detailsHtml = plainTextToRichText(body.details);
  await db.insert(surveyAnswers).values({
    platformId: platform.id, kind: 'custom-training', reference, lang, email: body.email, userId,
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
  return reference;
}
