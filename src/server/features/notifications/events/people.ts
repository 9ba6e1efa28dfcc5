import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Recipient } from '../notify';

// Who the notices of an event go to and whom they name: the people of an offer or a conversation.

/** What notify() needs of a user, as select() columns. */
export const RECIPIENT_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  deletedAt: users.deletedAt,
  emailCommunications: users.emailCommunications,
  emailNotifications: users.emailNotifications,
  emailMarketing: users.emailMarketing,
};

/** The users with these ids (nulls, a deleted owner's listing, skipped), by id, as notify() needs them. */
export async function loadPeople(tx: Db | Tx, ids: ReadonlyArray<string | null>): Promise<Map<string, Recipient>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select(RECIPIENT_COLUMNS).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Someone of `loadPeople`'s answer, if the id is there (null: an account since deleted). */
export const personIn = (people: Map<string, Recipient>, id: string | null): Recipient | undefined => (id ? people.get(id) : undefined);

/** How a notice names someone: their first name, else a word for their part ("A buyer", "The owner"). */
export function firstNameOr(person: Recipient | undefined, fallback: string): string {
  if (!person || person.deletedAt) return fallback;
  return person.firstName?.trim() || fallback;
}

/** A message cut to `max` characters on one line, for the bell; the e-mail carries it whole. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
