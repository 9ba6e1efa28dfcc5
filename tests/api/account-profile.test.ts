import { describe, expect, it } from 'vitest';
import { Agent, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { address, deliver, lastMailTo, mailsTo, t, tokenFrom, useAccountApp, userRow } from './account-shared';

// /account's profile, e-mail and password (docs/product.md#accounts-and-sessions).

useAccountApp();

describe(`GET and PUT /api/account (${dbKindLabel})`, () => {
  it('shows the account and changes names, phone and preferences', async () => {
    const { agent, user } = await signedInAs(t, 'buyer', { email: address('layla'), firstName: 'Layla', lastName: 'Al-Saud' });
    const got = await agent.get('/api/account');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      id: user.id,
      email: user.email,
      pendingEmail: null,
      emailVerified: true,
      firstName: 'Layla',
      lastName: 'Al-Saud',
      phone: null,
      role: 'buyer',
      emailCommunications: true,
      emailNotifications: true,
      emailMarketing: user.emailMarketing,
      language: 'en',
      hasPassword: true,
      createdAt: user.createdAt.toISOString(),
    });

    const put = await agent.put('/api/account', {
      firstName: '  Lulu ',
      lastName: 'Al-Saud',
      phone: '050 123 4567',
      emailCommunications: false,
      emailNotifications: true,
      emailMarketing: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Lulu', phone: '+966501234567', emailCommunications: false, emailMarketing: true });
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Lulu', phone: '+966501234567' });

    // Only what is sent changes; a blank or null phone clears it.
    const one = await agent.put('/api/account', { emailCommunications: true });
    expect(one.json()).toMatchObject({ firstName: 'Lulu', phone: '+966501234567', emailCommunications: true });
    expect((await agent.put('/api/account', { phone: '' })).json().phone).toBeNull();
    await agent.put('/api/account', { phone: '+966501234567' });
    expect((await agent.put('/api/account', { phone: null })).json().phone).toBeNull();
  });

  it.each([
    ['firstName', { firstName: 'L' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: ' ' }, 'Last name must be at least 2 characters'],
    ['phone', { phone: '0112345678' }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['emailMarketing', { emailMarketing: 'yes' }, 'Marketing must be true or false'],
  ])('refuses a bad %s with its message', async (field, body, message) => {
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.put('/api/account', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses fields it does not own (role, e-mail) and signed-out callers', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    expect((await agent.put('/api/account', { role: 'admin' })).statusCode).toBe(400);
    expect((await agent.put('/api/account', { email: 'x@example.sa' })).statusCode).toBe(400);
    expect((await agent.get('/api/account')).json().role).toBe('buyer');
    expect((await new Agent(t.app).get('/api/account')).statusCode).toBe(401);
  });
});

describe(`PUT /api/account/email (${dbKindLabel})`, () => {
  it('switches only when the link to the new address is followed, and tells the old address', async () => {
    const { agent, user } = await signedInAs(t, 'buyer', { email: address('old'), firstName: 'Omar' });
    const next = address('new');
    const res = await agent.put('/api/account/email', { email: next.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `We sent a link to ${next}. Your e-mail address changes when you follow it (it works for 7 days).`,
      pendingEmail: next,
    });
    expect((await agent.get('/api/account')).json()).toMatchObject({ email: user.email, pendingEmail: next });

    await deliver();
    expect(lastMailTo(next, 'Confirm your new e-mail address').text).toContain('Hello Omar,');
    expect(mailsTo(user.email)).toHaveLength(0);
    const token = tokenFrom(next, '/verify-email');
    const verified = await new Agent(t.app).post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: next, emailVerified: true });
    expect((await agent.get('/api/account')).json()).toMatchObject({ email: next, pendingEmail: null });

    await deliver();
    const notice = lastMailTo(user.email, 'Your e-mail address was changed');
    expect(notice.text).toContain(`is now ${next}`);
    // The new address signs in; the old one no longer does.
    expect((await new Agent(t.app).post('/api/auth/login', { email: next, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a wrong password (400), a taken address (409) and its own address (400)', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const { user: other } = await signedInAs(t, 'buyer');
    const wrong = await agent.put('/api/account/email', { email: address('x'), password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('Password is incorrect');
    const taken = await agent.put('/api/account/email', { email: other.email.toUpperCase(), password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email address already exists');
    const same = await agent.put('/api/account/email', { email: user.email, password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.email).toBe('This is already your e-mail address');
    const bad = await agent.put('/api/account/email', { email: 'nope', password: TEST_PASSWORD });
    expect(bad.json().errors.email).toBe('Please enter a valid email address');
  });

  it('an older change link is void once another change is asked for', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const first = address('first');
    const second = address('second');
    await agent.put('/api/account/email', { email: first, password: TEST_PASSWORD });
    await agent.put('/api/account/email', { email: second, password: TEST_PASSWORD });
    await deliver();
    const stale = await new Agent(t.app).post('/api/auth/verify-email', { token: tokenFrom(first, '/verify-email') });
    expect(stale.statusCode).toBe(400);
    expect((await userRow(user.email)).email).toBe(user.email);
    expect((await agent.get('/api/account')).json().pendingEmail).toBe(second);
  });
});

describe(`PUT /api/account/password (${dbKindLabel})`, () => {
  it('changes it, ends the other sessions but not this one, and e-mails a notice', async () => {
    const { agent, user } = await signedInAs(t, 'buyer', { email: address('pw') });
    const phone = new Agent(t.app);
    expect((await phone.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const res = await agent.put('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'a-much-better-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Your other sessions have been signed out.');
    expect((await agent.get('/api/account')).statusCode).toBe(200);
    expect((await phone.get('/api/account')).statusCode).toBe(401);
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'a-much-better-secret' })).statusCode).toBe(200);

    await deliver();
    expect(lastMailTo(user.email, 'Your password was changed').text).toContain('was just changed');
  });

  it('refuses a wrong current password and a new one that breaks the rules, with field messages', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const wrong = await agent.put('/api/account/password', { currentPassword: 'guess-guess', newPassword: 'a-much-better-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Current password is incorrect');
    const short = await agent.put('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.json().errors.newPassword).toBe('Password must be at least 8 characters');
    const common = await agent.put('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toMatch(/too common/);
  });
});
