import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outboxEmails, users, type User } from '../../src/server/db/schema';
import { siteOf } from '../../src/server/features/mail/site';
import { notify, type Notice } from '../../src/server/features/notifications/notify';
import { insertUser } from '../../src/server/db/seed/factories';
import { Agent, dbKindLabel } from '../setup/app';
import { deliver, mailsTo, t, tokenFrom, useAccountApp } from './account-shared';

// One-click unsubscribe (docs/product.md#mail): the link in every notification e-mail, without signing in.

useAccountApp();

const offerNotice = {
  category: 'communications',
  kind: 'offer-received',
  title: 'New offer on Palm villa',
  paragraphs: ['Khalid offered SAR 2,100,000 for Palm villa.'],
  link: '/bids?tab=received',
  actionLabel: 'Review the offer',
} satisfies Notice;

/** Tells `userId` something, as a feature does, with the user's row as it is now. */
async function tell(userId: string, notice: Notice = offerNotice): Promise<void> {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  await t.db.transaction((tx) => notify(tx, siteOf(t.app.deps.config), row, notice));
}

const inApp = async (userId: string) =>
  Number((await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0].n);
const queued = async (userId: string) =>
  Number((await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.userId, userId)))[0].n);
const prefs = async (user: User) => (await t.db.select().from(users).where(eq(users.id, user.id)))[0];

describe(`unsubscribe (${dbKindLabel})`, () => {
  it('GET turns the preference off (again and again); later notices reach the bell but not the inbox', async () => {
    const user = await insertUser(t.db, { emailCommunications: true, emailNotifications: true });
    await tell(user.id);
    await deliver();
    expect(mailsTo(user.email, offerNotice.title)).toHaveLength(1);
    const token = tokenFrom(user.email, '/unsubscribe', offerNotice.title);

    for (let i = 0; i < 2; i++) {
      const res = await new Agent(t.app).get(`/api/unsubscribe?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'You will no longer receive e-mails about your offers, inquiries, messages and investments.',
        preference: 'emailCommunications',
      });
    }
    expect(await prefs(user)).toMatchObject({ emailCommunications: false, emailNotifications: true });

    const [bell, outbox] = [await inApp(user.id), await queued(user.id)];
    await tell(user.id);
    await deliver();
    expect(await inApp(user.id)).toBe(bell + 1);
    expect(await queued(user.id)).toBe(outbox);
    expect(mailsTo(user.email, offerNotice.title)).toHaveLength(1);
  });

  it("POST is RFC 8058's one-click: a mail client's form post, no cookie, no origin", async () => {
    const user = await insertUser(t.db, { emailNotifications: true });
    await tell(user.id, { ...offerNotice, category: 'notifications', kind: 'password-changed', title: 'Your password was changed' });
    await deliver();
    const [mail] = mailsTo(user.email, 'Your password was changed');
    // What a mail client reads: the List-Unsubscribe header's URL, posted to as the other header says.
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw); // the header may be folded
    expect(header).not.toBeNull();
    const oneClick = new URL(header![1]);
    expect(oneClick.pathname).toBe('/api/unsubscribe');
    const token = oneClick.searchParams.get('token')!;
    expect(token).toBe(tokenFrom(user.email, '/unsubscribe'));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preference).toBe('emailNotifications');
    expect((await prefs(user)).emailNotifications).toBe(false);

    // The page's own POST (JSON, same origin) works too, and changes nothing more.
    const again = await new Agent(t.app).post(`/api/unsubscribe?token=${token}`);
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown or missing token with 400', async () => {
    for (const url of ['/api/unsubscribe?token=nope', '/api/unsubscribe']) {
      const res = await new Agent(t.app).get(url);
      expect(res.statusCode, url).toBe(400);
    }
    const res = await new Agent(t.app).post('/api/unsubscribe?token=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is invalid or has expired.');
  });
});
