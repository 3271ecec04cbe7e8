import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '@app/db/client';
import { addToOutbox } from '@app/db/outbox';
import { outboxMessages } from '@app/db/schema/outbox-messages';

export interface Mail {
  platformId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const DEFAULT_FROM = 'no-reply@pharma-campus.test';

/**
 * E-mail: through SMTP when SMTP_URL is set; otherwise into the database outbox that `npm run outbox` reads
 * (issue "E-mail"). Every message is also kept in the outbox as a record of what was sent.
 */
export function createMailer(db: Db, smtpUrl?: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const id = await addToOutbox(db, {
        platformId: mail.platformId, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null,
      });
      if (!transport) return;
      await transport.sendMail({ from: mail.from ?? DEFAULT_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id));
    },
  };
}
