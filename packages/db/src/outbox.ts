import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { type NewOutboxMessage, outboxMessages } from './schema/outbox-messages.ts';

/** One outbox message as the developer tools show it (`npm run outbox`, the administrator's `GET /back/api/admin/outbox`). */
export interface OutboxEntry {
  id: number;
  platformId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The http(s) links of the message, in order of appearance, without duplicates. */
  links: string[];
  createdAt: Date;
  sentAt: Date | null;
}

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 200;

const LINK = /https?:\/\/[^\s<>"'`]+/g;

/** The http(s) links of a text body (and of the html body's attributes), deduplicated, trailing punctuation removed. */
export function extractLinks(text: string, html?: string | null): string[] {
  const found = [...text.matchAll(LINK), ...(html ?? '').matchAll(LINK)].map((m) => m[0].replace(/[.,;:!?)\]}]+$/, '').replaceAll('&amp;', '&'));
  return [...new Set(found)];
}

/**
 * The latest messages, newest first (ties by id), optionally only those to one address (case-insensitive) or of one
 * platform. `limit` is clamped to 1..OUTBOX_MAX_LIMIT.
 */
export async function latestOutbox(db: Db, limit: number = OUTBOX_DEFAULT_LIMIT, opts: { to?: string; platformId?: number } = {}): Promise<OutboxEntry[]> {
  const n = Math.min(Math.max(Math.trunc(Number.isFinite(limit) ? limit : OUTBOX_DEFAULT_LIMIT), 1), OUTBOX_MAX_LIMIT);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        opts.to ? eq(sql`lower(${outboxMessages.toAddress})`, opts.to.trim().toLowerCase()) : undefined,
        opts.platformId === undefined ? undefined : eq(outboxMessages.platformId, opts.platformId),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(n);
  return rows.map((r) => ({
    id: r.id,
    platformId: r.platformId,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    links: extractLinks(r.textBody, r.htmlBody),
    createdAt: r.createdAt,
    sentAt: r.sentAt,
  }));
}

/** Writes a message to the outbox (the mailer's default transport without SMTP_URL); returns its id. */
export async function addToOutbox(db: Db, message: NewOutboxMessage): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row.id;
}
