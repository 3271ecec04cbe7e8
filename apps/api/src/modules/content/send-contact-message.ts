import type { z } from 'zod';
import type { sendContactMessage as contract } from '@app/contracts/content/contact';
import { contactMessages } from '@app/db/schema/contact-messages';
import { plainTextToRichText, richTextToPlain } from '@app/domain/content/rich-text';
import { translate } from '../../i18n/messages.ts';
import { contactAddressOf, type FormDeps, type FormSender } from './form-context.ts';
import { newReference } from './references.ts';

/** Stores a contact message and sends it to the platform's contact address; returns its reference. */
export async function sendContactMessage({ db, mailer }: FormDeps, { platform, lang, userId }: FormSender, body: z.output<typeof contract.body>) {
  const reference = newReference('CON');
  const messageHtml = plainTextToRichText(body.message);
  await db.insert(contactMessages).values({
    platformId: platform.id, kind: 'contact', reference, lang, userId, name: body.name, email: body.email, subject: body.subject, messageHtml,
  });
  await mailer.send({
    platformId: platform.id,
    to: contactAddressOf(platform),
    subject: translate(lang, 'mail.contact.subject', { platform: platform.name, subject: body.subject, reference }),
    text: translate(lang, 'mail.contact.text', { reference, name: body.name, email: body.email, subject: body.subject, message: richTextToPlain(messageHtml) }),
  });
  return reference;
}
