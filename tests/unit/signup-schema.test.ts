import { describe, expect, it } from 'vitest';
import { signupPrivacySchema, signupProfileSchema, signupSchema } from '../../src/shared/schemas/user';

const valid = {
  firstName: 'Faisal',
  lastName: 'Al-Otaibi',
  email: 'faisal@example.sa',
  password: 'long-enough-pass',
  privacyPolicyAccepted: true,
  termsAccepted: true,
};

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('sign-up schema', () => {
  it('applies the defaults: buyer, communications and notifications on, marketing off', () => {
    const parsed = signupSchema.parse(valid);
    expect(parsed).toMatchObject({
      role: 'buyer',
      emailCommunications: true,
      emailNotifications: true,
      emailMarketing: false,
      dataProcessingConsent: false,
    });
  });

  it('uses the exact messages of the spec', () => {
    const r = signupSchema.safeParse({
      ...valid,
      firstName: 'F',
      lastName: '',
      email: 'nope',
      privacyPolicyAccepted: false,
      termsAccepted: false,
    });
    expect(messages(r)).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      privacyPolicyAccepted: 'You must accept the Privacy Policy to continue',
      termsAccepted: 'You must accept the Terms of Service to continue',
    });
  });

  it('does not let anyone choose admin', () => {
    expect(signupProfileSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('trims names before measuring them', () => {
    expect(messages(signupProfileSchema.safeParse({ ...valid, firstName: ' A ' })).firstName).toBe(
      'First name must be at least 2 characters',
    );
  });

  it('wants passwords of at least 8 characters and refuses unknown keys', () => {
    expect(messages(signupSchema.safeParse({ ...valid, password: 'seven77' })).password).toBe('Password must be at least 8 characters');
    expect(signupSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });

  it('treats data-processing consent as optional', () => {
    expect(signupPrivacySchema.safeParse({ privacyPolicyAccepted: true, termsAccepted: true }).success).toBe(true);
  });
});
