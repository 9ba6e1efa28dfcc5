import { inArray } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locale';
import type { Db, Tx } from '../../db/client';
import { notifications, users, type User } from '../../db/schema';
import { issueToken } from '../../auth/tokens';
import { composeEmail } from '../mail/compose';
import { queueEmail, type EmailCategory } from '../mail/outbox';
import { siteLink, type Site } from '../mail/site';
import { say, words, type Text, type Words } from './say';

// Telling a user something happened (docs/product.md#notifications): always in the app (the bell),
// and by e-mail when the user's preference for its category is on. Call it inside the transaction of
// the event, so the notification and its e-mail exist exactly when the event does. The bell keeps
// the notice in English and in Arabic, each with the listing's title in that language (service.ts
// shows the reader's); the e-mail is written in the recipient's language (users.language), its
// links to that language's pages.

/** The preference that governs each category of notification e-mail (and that its unsubscribe link turns off). */
export const PREFERENCE = {
  communications: 'emailCommunications',
  notifications: 'emailNotifications',
  marketing: 'emailMarketing',
} as const satisfies Record<Exclude<EmailCategory, 'requested'>, keyof User>;

export type NotificationCategory = keyof typeof PREFERENCE;

/** Why a notification e-mail came, in its footer beside the unsubscribe link. */
const REASON: Record<NotificationCategory, Words> = {
  communications: words('You receive this because you asked for e-mails about your offers, inquiries, messages and investments.'),
  notifications: words('You receive this because you asked for e-mails about your account.'),
  marketing: words('You receive this because you asked for news and offers from Manzil.'),
};

/** An unsubscribe link lasts a year: an old e-mail's link still works. */
const UNSUBSCRIBE_TTL_MS = 365 * 24 * 3600_000;

/** Who is told. Without `language`, notify() reads it from the account. */
export type Recipient = Pick<User, 'id' | 'email' | 'firstName' | 'deletedAt' | (typeof PREFERENCE)[NotificationCategory]> & {
  language?: Locale;
};

export interface Notice {
  category: NotificationCategory;
  /** 'offer-received', 'offer-accepted', 'inquiry-received', 'reply', 'password-changed', … */
  kind: string;
  /** The bell's line and the e-mail's subject. */
  title: Text;
  /** One or more paragraphs of the e-mail: the first is also the bell's text, unless `summary` is given. */
  paragraphs: Text[];
  /** The bell's text when it is not the e-mail's first paragraph (a short excerpt of a long message). */
  summary?: Text;
  /** The page it is about (a path on this site, English: an Arabic reader's e-mail links to its /ar twin), and the e-mail button's label. */
  link: string;
  actionLabel: Text;
  /** In the bell (default true); the notice of a deleted account is e-mail only (sent before the erasure). */
  inApp?: boolean;
  /** By e-mail too, if the preference allows (default true); false keeps it to the bell (a saved search's daily, weekly or off alerts). */
  email?: boolean;
  /**
   * An unsubscribe narrower than the category (default: the category's preference): its link's
   * token category ('saved-search:<id>', which src/server/features/account/service.ts turns off) and
   * the footer's reason.
   */
  unsubscribe?: { category: string; reason: Text };
}

/** Records the notification and, if the user wants such e-mails, queues one with a one-click unsubscribe. */
export async function notify(tx: Db | Tx, site: Site, to: Recipient, notice: Notice): Promise<void> {
  await notifyEach(tx, site, [{ to, notice }]);
}

/**
 * notify() for many at once (an alert to every saved search a new listing matches): the bell's rows
 * in one insert, then each e-mail.
 */
export async function notifyEach(tx: Db | Tx, site: Site, items: ReadonlyArray<{ to: Recipient; notice: Notice }>): Promise<void> {
  const told = items.filter(({ to }) => !to.deletedAt); // an erased account hears nothing more
  const inApp = told
    .filter(({ notice }) => notice.inApp !== false)
    .map(({ to, notice }) => ({
      userId: to.id,
      kind: notice.kind,
      title: say('en', notice.title),
      body: say('en', notice.summary ?? notice.paragraphs[0]),
      titleAr: say('ar', notice.title),
      bodyAr: say('ar', notice.summary ?? notice.paragraphs[0]),
      link: notice.link,
    }));
  if (inApp.length > 0) await tx.insert(notifications).values(inApp);
  const emailed = told.filter(({ to, notice }) => notice.email !== false && to[PREFERENCE[notice.category]]);
  const languages = await languagesOf(
    tx,
    emailed.map(({ to }) => to),
  );
  for (const { to, notice } of emailed) await emailNotice(tx, site, to, languages.get(to.id) ?? 'en', notice);
}

/** The language of each recipient: as given, else their account's. */
async function languagesOf(tx: Db | Tx, recipients: Recipient[]): Promise<Map<string, Locale>> {
  const languages = new Map(recipients.flatMap((r) => (r.language ? [[r.id, r.language] as const] : [])));
  const unknown = [...new Set(recipients.filter((r) => !r.language).map((r) => r.id))];
  if (unknown.length > 0) {
    const rows = await tx.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, unknown));
    for (const row of rows) languages.set(row.id, row.language);
  }
  return languages;
}

async function emailNotice(tx: Db | Tx, site: Site, to: Recipient, locale: Locale, notice: Notice): Promise<void> {
  const unsubscribe = notice.unsubscribe ?? { category: notice.category, reason: REASON[notice.category] };
  const token = await issueToken(tx, { userId: to.id, purpose: 'unsubscribe', ttlMs: UNSUBSCRIBE_TTL_MS, category: unsubscribe.category });
  const unsubscribeUrl = siteLink(site, `/unsubscribe?token=${token}`, locale);
  const apiUnsubscribeUrl = siteLink(site, `/api/unsubscribe?token=${token}`);
  const email = composeEmail({
    locale,
    subject: say(locale, notice.title),
    name: to.firstName,
    paragraphs: notice.paragraphs.map((p) => say(locale, p)),
    action: { label: say(locale, notice.actionLabel), url: siteLink(site, notice.link, locale) },
    unsubscribe: { reason: say(locale, unsubscribe.reason), url: unsubscribeUrl },
  });
  await queueEmail(tx, site, {
    to: to.email,
    userId: to.id,
    kind: notice.kind,
    category: notice.category,
    ...email,
    headers: { 'List-Unsubscribe': `<${apiUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
