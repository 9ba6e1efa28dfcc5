import crypto from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';

export const SESSION_COOKIE = 'manzil_sid';
/**
 * A hint for the client, readable by scripts: "a signed-in session may exist". It holds no secret
 * (always `1`), so the client skips the current-user call (a 401 the browser logs as an error)
 * when it is absent. The server never trusts it: the HttpOnly session cookie stays the authority.
 */
export const AUTH_HINT_COOKIE = 'manzil_auth';

export interface SessionData {
  userId?: string;
  /** OpenID Connect sign-in in flight: PKCE verifier, state and where to return. */
  oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
  createdAt: string;
}

export interface CurrentSession {
  sid: string;
  data: SessionData;
  expire: Date;
  /** When it began: it never lasts beyond createdAt + maxAgeMs, however active. */
  createdAt: Date;
  /** The last request seen, to within LAST_SEEN_EVERY_MS. */
  lastSeenAt: Date;
}

/** What /account lists of a session (docs/product.md#accounts-and-sessions); never its secret. */
export interface SessionSummary {
  /** An opaque id for ending it: derived from the sid, from which the cookie cannot be found. */
  id: string;
  sid: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** "Last seen" is written at most this often, not on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
/** A user agent longer than this is cut (it is only shown, as "Chrome on Android"). */
const USER_AGENT_MAX = 512;

/** The id /account shows for a session. */
export const publicSessionId = (sid: string) => hashToken(`session-id:${sid}`).slice(0, 32);

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface SessionStoreOptions {
  /** Idle lifetime: slides forward while the session is used. */
  ttlMs: number;
  /** Absolute lifetime from sign-in (SESSION_MAX_AGE_DAYS). */
  maxAgeMs: number;
  secure: boolean | 'auto';
}

/** Sessions live in the `sessions` table (sid, sess, expire), so any number of app processes share them. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly options: SessionStoreOptions,
  ) {}

  /** Loads the session and its user; a forged, unknown or expired cookie is simply no session. */
  async load(request: FastifyRequest): Promise<{ session: CurrentSession; user: User | null } | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return null;
    const sid = hashToken(token);
    const rows = await this.db
      .select({
        sid: sessions.sid,
        sess: sessions.sess,
        expire: sessions.expire,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        user: users,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sid), this.alive()))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const { user, sess, ...session } = row;
    return { session: { ...session, data: sess as SessionData }, user };
  }

  /** Not expired, and within the absolute lifetime. */
  private alive() {
    return and(gt(sessions.expire, sql`now()`), gt(sessions.createdAt, new Date(Date.now() - this.options.maxAgeMs)));
  }

  /** Starts a new session with a new id (never reuses the old one: no session fixation). */
  async create(request: FastifyRequest, reply: FastifyReply, data: Omit<SessionData, 'createdAt'>): Promise<void> {
    await this.destroy(request, reply);
    const token = crypto.randomBytes(32).toString('base64url');
    const sid = hashToken(token);
    const createdAt = new Date();
    const expire = this.nextExpiry(createdAt);
    const sess = { ...data, createdAt: createdAt.toISOString() };
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    await this.db
      .insert(sessions)
      .values({ sid, sess, expire, createdAt, userId: data.userId ?? null, userAgent, ipAddress: request.ip, lastSeenAt: createdAt });
    request.session = { sid, data: sess, expire, createdAt, lastSeenAt: createdAt };
    this.setCookie(request, reply, token, expire);
    // An OpenID Connect sign-in in flight has a session but nobody signed in yet: no hint.
    if (data.userId) this.setHint(request, reply, expire);
  }

  /** The idle lifetime from now, but never past the absolute lifetime from sign-in. */
  private nextExpiry(createdAt: Date): Date {
    return new Date(Math.min(Date.now() + this.options.ttlMs, createdAt.getTime() + this.options.maxAgeMs));
  }

  /**
   * Slides the expiry forward once half the idle lifetime has passed, so active users stay signed
   * in, up to the absolute lifetime: then they sign in again. Records the last request's time and
   * address when the last record is older than LAST_SEEN_EVERY_MS (one write every few minutes, not
   * one per request).
   */
  async touch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const s = request.session;
    const token = request.cookies[SESSION_COOKIE];
    if (!s || !token) return;
    const now = new Date();
    const seen = now.getTime() - s.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
    const expire = this.nextExpiry(s.createdAt);
    const slide = s.expire.getTime() - now.getTime() <= this.options.ttlMs / 2 && expire.getTime() > s.expire.getTime();
    if (!seen && !slide) return;
    await this.db
      .update(sessions)
      .set({
        ...(slide ? { expire } : {}),
        ...(seen ? { lastSeenAt: now, ipAddress: request.ip } : {}),
      })
      .where(eq(sessions.sid, s.sid));
    if (seen) s.lastSeenAt = now;
    if (!slide) return;
    s.expire = expire;
    this.setCookie(request, reply, token, expire);
    if (s.data.userId) this.setHint(request, reply, expire);
  }

  /** The user's live sessions, the most recently used first. */
  async listFor(userId: string): Promise<SessionSummary[]> {
    const rows = await this.db
      .select({
        sid: sessions.sid,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), this.alive()))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return rows.map((r) => ({ ...r, id: publicSessionId(r.sid) }));
  }

  /** Ends one of the user's sessions by its public id: false when the user has no such session. */
  async endFor(userId: string, id: string): Promise<boolean> {
    const mine = await this.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId));
    const target = mine.find((r) => publicSessionId(r.sid) === id);
    if (!target) return false;
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.sid, target.sid), eq(sessions.userId, userId)))
      .returning({ sid: sessions.sid });
    return deleted.length > 0;
  }

  /** Ends every session of the user but `keepSid`; answers how many ended (expired ones are not counted). */
  async endOthers(userId: string, keepSid: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)))
      .returning({ sid: sessions.sid, expire: sessions.expire });
    const now = Date.now();
    return deleted.filter((r) => r.expire.getTime() > now).length;
  }

  async destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
    request.session = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    this.clearHint(request, reply);
  }

  /** Drops a stale hint (session expired, deleted or forged), so the client stops asking. */
  clearHint(request: FastifyRequest, reply: FastifyReply): void {
    if (request.cookies[AUTH_HINT_COOKIE] !== undefined) reply.clearCookie(AUTH_HINT_COOKIE, { path: '/' });
  }

  async purgeExpired(): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, sql`now()`))
      .returning({ sid: sessions.sid });
    return deleted.length;
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, token: string, expire: Date) {
    const secure = this.options.secure === 'auto' ? request.protocol === 'https' : this.options.secure;
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expire });
  }

  private setHint(request: FastifyRequest, reply: FastifyReply, expire: Date) {
    const secure = this.options.secure === 'auto' ? request.protocol === 'https' : this.options.secure;
    reply.setCookie(AUTH_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expire });
  }
}
