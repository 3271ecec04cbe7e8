import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { oneTimeTokens, type OneTimeToken } from '@app/db/schema/one-time-tokens';
import { hashToken } from '@app/db/tokens';

export type TokenPurpose = OneTimeToken['purpose'];

/** Issues a random token; only its hash is stored (DATA.md "Tokens"). Returns the raw value for the link. */
export async function issueToken(
  db: Db,
  values: { purpose: TokenPurpose; platformId: number; userId?: number | null; email?: string | null; accountId?: number | null; ttlMs: number; data?: Record<string, unknown> },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    purpose: values.purpose,
    tokenHash: hashToken(raw),
    platformId: values.platformId,
    userId: values.userId ?? null,
    email: values.email ?? null,
    accountId: values.accountId ?? null,
    data: values.data ?? {},
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
  return raw;
}

/**
 * A usable token of this purpose and platform (unused, not expired), looked up by its hash: the comparison is on
 * a digest, so its timing says nothing about the raw value.
 */
export async function findToken(db: Db, purpose: TokenPurpose, platformId: number, raw: string): Promise<OneTimeToken | undefined> {
  const [token] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(raw)),
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.platformId, platformId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return token;
}

/** Marks a token used; false when another request used it first (single use even under races). */
export async function consumeToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
