import type { User } from '../../src/server/db/schema';
import { Agent, signedInAs, type TestApp } from './app';

// Who an API test calls a route as (the columns of tests/api/security/route-matrix.expected.ts,
// the investor aside): nobody signed in, a buyer, the developer who owns the record under test, a
// developer who does not, and an admin.

export const SIGNED_IN_AUDIENCES = ['buyer', 'owner', 'other developer', 'admin'] as const;
export type SignedInAudience = (typeof SIGNED_IN_AUDIENCES)[number];
export type Audience = 'signed out' | SignedInAudience;

/** A signed-in audience: its browser (an Agent holding the session cookie) and its user row. */
export interface SignedIn {
  agent: Agent;
  user: User;
}

/** User fields to set per audience (a name, an e-mail…), for the tests that assert on them. */
export type AudienceOverrides<K extends SignedInAudience = SignedInAudience> = { [P in K]?: Partial<User> };

export type Audiences<K extends SignedInAudience = SignedInAudience> = { readonly [P in K]: SignedIn } & {
  /** The agent of `who`; 'signed out' is a fresh Agent, with no cookie, at every call. */
  as(who: 'signed out' | K): Agent;
};

const ROLE: Record<SignedInAudience, User['role']> = { buyer: 'buyer', owner: 'developer', 'other developer': 'developer', admin: 'admin' };

/** A browser with no session. */
export function signedOut(t: TestApp): Agent {
  return new Agent(t.app);
}

/** The four signed-in audiences, each a new user signed in for real. */
export function audiences(t: TestApp, overrides: AudienceOverrides = {}): Promise<Audiences> {
  return audiencesOf(t, SIGNED_IN_AUDIENCES, overrides);
}

/** Only the audiences named, made in that order: for a test that counts users, or needs a fresh pair. */
export async function audiencesOf<const K extends SignedInAudience>(
  t: TestApp,
  only: readonly K[],
  overrides: AudienceOverrides<K> = {},
): Promise<Audiences<K>> {
  const people = new Map<K, SignedIn>();
  for (const who of only) people.set(who, await signedInAs(t, ROLE[who], overrides[who]));
  const signedIn = Object.fromEntries(people) as { [P in K]: SignedIn };
  return { ...signedIn, as: (who: 'signed out' | K) => (who === 'signed out' ? signedOut(t) : signedIn[who].agent) };
}
