import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { userTokens, type USER_TOKEN_PURPOSES } from '../db/schema';

// The links sent by e-mail (docs/product.md#accounts-and-sessions): 32 random bytes, base64url, in the
// link; only their SHA-256 in `user_tokens`, so a leaked table opens nothing.

export type TokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
export type UserToken = typeof userTokens.$inferSelect;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Makes a token for `userId` and answers the token itself (to put in a link); it is stored hashed. */
export async function issueToken(
  db: Db | Tx,
  t: { userId: string; purpose: TokenPurpose; ttlMs: number; email?: string; category?: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId: t.userId,
    purpose: t.purpose,
    tokenHash: hashToken(token),
    email: t.email ?? null,
    category: t.category ?? null,
    expiresAt: new Date(Date.now() + t.ttlMs),
  });
  return token;
}

/**
 * Uses a one-use token: marks it used and answers it, or null when it is unknown, of another
 * purpose, expired or already used. One statement, so two requests with one token cannot both win.
 */
export async function consumeToken(db: Db | Tx, purpose: TokenPurpose, token: string): Promise<UserToken | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** A token that may be used again (one-click unsubscribe), if known and not expired. */
export async function findToken(db: Db | Tx, purpose: TokenPurpose, token: string): Promise<UserToken | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}
