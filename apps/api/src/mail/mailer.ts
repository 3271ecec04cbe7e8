import { and, eq, isNull } from 'drizzle-orm';
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
  /** Where an answer goes (a pharmacy manager writing to a learner); SMTP only, the outbox keeps the text. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends by SMTP a message a transaction already wrote to the outbox (written with what it tells, so a committed
   * change never lacks its message); without SMTP the outbox row is the message.
   */
  deliver(outboxId: number): Promise<void>;
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
      await transport.sendMail({ from: mail.from ?? DEFAULT_FROM, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id));
    },
    async deliver(outboxId) {
      if (!transport) return;
      const [row] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.id, outboxId), isNull(outboxMessages.sentAt)));
      if (!row) return;
      await transport.sendMail({ from: DEFAULT_FROM, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined });
      await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, outboxId));
    },
  };
}
