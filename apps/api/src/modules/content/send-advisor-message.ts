import { contactMessages } from '@app/db/schema/contact-messages';
import { plainTextToRichText, richTextToPlain } from '@app/domain/content/rich-text';
import { translate } from '../../i18n/messages.ts';
import { contactAddressOf, type FormDeps, type FormSender } from './form-context.ts';
import { newReference } from './references.ts';

interface Author {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  advisorName: string | null;
}

/** Stores a signed-in user's message to their advisor and sends it to the platform's contact address; returns its reference. */
export async function sendAdvisorMessage({ db, mailer }: FormDeps, { platform, lang }: Omit<FormSender, 'userId'>, user: Author, message: string) {
  const reference = newReference('ADV');
  const messageHtml = plainTextToRichText(message);
  const name = `${user.firstName} ${user.lastName}`;
  const advisor = user.advisorName ?? translate(lang, 'mail.advisor.none');
  const subject = translate(lang, 'mail.advisor.subject', { platform: platform.name, advisor, reference });
  await db.insert(contactMessages).values({
    platformId: platform.id, kind: 'advisor', reference, lang, userId: user.id, name, email: user.email, subject, messageHtml, advisorName: user.advisorName,
  });
  await mailer.send({
    platformId: platform.id,
    to: contactAddressOf(platform),
    subject,
    text: translate(lang, 'mail.advisor.text', { advisor, reference, name, email: user.email, message: richTextToPlain(messageHtml) }),
  });
  return reference;
}
