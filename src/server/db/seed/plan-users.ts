// The plan's users: the demo accounts, then twelve background members (buyers and investors).
import { type Role } from '../../../shared/constants';
import { hashPassword } from '../../auth/password';
import { DEMO_ACCOUNTS, SEED_MEMBER_EMAIL_DOMAIN, SEED_MEMBER_PASSWORD, randomPassword, type SeedPasswords } from './accounts';
import { personName } from './content/people';
import { makeUser, type NewUser } from './factories';
import { BUYER, INVESTOR, type Members, type PlanContext } from './plan';
import { int } from './random';

export async function planUsers({ rng, at }: PlanContext, passwords: SeedPasswords): Promise<{ users: NewUser[]; members: Members }> {
  const secret = (published: string) => (passwords === 'random' ? randomPassword() : published);
  const extraRoles: Role[] = [
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'investor',
    'investor',
    'investor',
    'investor',
    'investor',
    'investor',
  ];
  // Published: the members share one password (one hash). Random: each account its own.
  const sharedMemberHash = passwords === 'published' ? hashPassword(SEED_MEMBER_PASSWORD) : undefined;
  const [demoHashes, memberHashes] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(secret(a.password)))),
    Promise.all(extraRoles.map(() => sharedMemberHash ?? hashPassword(randomPassword()))),
  ]);
  const users: NewUser[] = DEMO_ACCOUNTS.map((a, i) => {
    const createdAt = at(120 - i);
    return makeUser(
      {
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        passwordHash: demoHashes[i],
        emailMarketing: a.role !== 'admin',
        createdAt,
        updatedAt: createdAt,
        privacyPolicyAcceptedAt: createdAt,
        termsAcceptedAt: createdAt,
        dataProcessingConsentAt: createdAt,
      },
      rng,
    );
  });
  const emails = new Set(users.map((u) => u.email));
  for (const [m, role] of extraRoles.entries()) {
    const { firstName, lastName } = personName(rng);
    const base = `${firstName}.${lastName.replace(/^Al-/, 'al')}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${SEED_MEMBER_EMAIL_DOMAIN}`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@${SEED_MEMBER_EMAIL_DOMAIN}`;
    emails.add(email);
    const createdAt = at(int(rng, 5, 110));
    users.push(
      makeUser(
        {
          email,
          firstName,
          lastName,
          role,
          passwordHash: memberHashes[m],
          createdAt,
          updatedAt: createdAt,
          privacyPolicyAcceptedAt: createdAt,
          termsAcceptedAt: createdAt,
          dataProcessingConsentAt: createdAt,
        },
        rng,
      ),
    );
  }
  const buyers = users.map((u, i) => (u.role === 'buyer' ? i : -1)).filter((i) => i >= 0 && i !== BUYER);
  const investors = users.map((u, i) => (u.role === 'investor' ? i : -1)).filter((i) => i >= 0 && i !== INVESTOR);
  return { users, members: { buyers, investors } };
}
