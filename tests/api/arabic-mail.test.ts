import { describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { Agent, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { linkIn } from '../setup/smtp';
import { address, deliver, lastMailTo, signupBody, t, userRow, useAccountApp } from './account-shared';

// Accounts in Arabic (docs/product.md#languages), delivered to a real SMTP server: an account takes
// the language of the page it signed up on and keeps the one it chooses; its e-mails come in it,
// their links to that language's pages; its notifications read in the reader's language.

useAccountApp();

const ARABIC = { 'x-language': 'ar' };
/** Words of a user within an Arabic sentence, isolated in their own direction (Unicode FSI … PDI). */
const own = (text: string) => `\u2068${text}\u2069`;
const ORIGIN = 'https://manzil.test';

/** A request with the site's client's language header (Agent.put sends none). */
const putAccount = (agent: Agent, payload: unknown, headers: Record<string, string> = {}) =>
  agent.request({ method: 'PUT', url: '/api/account', payload: payload as never, headers });

describe(`an account's language (${dbKindLabel})`, () => {
  it('is the sign-up page’s: Arabic from X-Language, or Accept-Language; else English', async () => {
    const arabic = address('arabic');
    const res = await new Agent(t.app).post('/api/auth/signup', signupBody(arabic), ARABIC);
    expect(res.statusCode, res.body).toBe(201);
    expect((await userRow(arabic)).language).toBe('ar');

    const browser = address('browser');
    await new Agent(t.app).post('/api/auth/signup', signupBody(browser), { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect((await userRow(browser)).language).toBe('ar');

    const english = address('english');
    await new Agent(t.app).post('/api/auth/signup', signupBody(english));
    expect((await userRow(english)).language).toBe('en');
  });

  it('is read and changed on /account', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    expect((await agent.get('/api/account')).json().language).toBe('en');
    const changed = await putAccount(agent, { language: 'ar' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().language).toBe('ar');
    expect((await agent.get('/api/account')).json().language).toBe('ar');
    expect((await putAccount(agent, { language: 'fr' })).statusCode).toBe(400);
  });
});

describe(`e-mails in the account's language (${dbKindLabel})`, () => {
  it('sign-up’s confirmation comes in Arabic, right to left, its link to the Arabic page', async () => {
    const email = address('noura');
    await new Agent(t.app).post('/api/auth/signup', signupBody(email), ARABIC);
    await deliver();
    const mail = lastMailTo(email, 'أكّد بريدك الإلكتروني');
    expect(mail.text).toContain(`مرحبًا ${own('Sara')}،`);
    expect(mail.text).toContain('مرحبًا بك في منزل.');
    expect(mail.text).toContain('— منزل');
    const link = linkIn(mail, '/ar/verify-email?token=');
    expect(link.origin).toBe(ORIGIN);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('أو انسخ هذا الرابط والصقه في متصفحك:');
    // The link works from the Arabic page as from the English one.
    const verified = await new Agent(t.app).post('/api/auth/verify-email', { token: link.searchParams.get('token') }, ARABIC);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a password reset comes in the account’s language, whatever page asked for it; English stays as it was', async () => {
    const arabic = await insertUser(t.db, { email: address('reem'), password: TEST_PASSWORD, language: 'ar', firstName: 'Reem' });
    const english = await insertUser(t.db, { email: address('john'), password: TEST_PASSWORD, firstName: 'John' });
    const asked = await new Agent(t.app).post('/api/auth/password-reset', { email: arabic.email }, ARABIC);
    expect(asked.json().message).toBe(
      'إن كان هذا العنوان لحساب لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط لمدة ساعة.',
    );
    await new Agent(t.app).post('/api/auth/password-reset', { email: english.email });
    await deliver();

    const mail = lastMailTo(arabic.email, 'اختر كلمة مرور جديدة');
    expect(mail.text).toContain(`مرحبًا ${own('Reem')}،`);
    expect(mail.text).toContain('يعمل الرابط مرة واحدة خلال ساعة.');
    expect(linkIn(mail, '/ar/reset-password?token=').origin).toBe(ORIGIN);
    expect(mail.html).toContain('dir="rtl"');

    const plain = lastMailTo(english.email, 'Choose a new password');
    expect(plain.text).toContain('Hello John,');
    expect(plain.text).toContain(`Choose a new password: ${ORIGIN}/reset-password?token=`);
    expect(plain.html).toContain('<html lang="en"><head>');
    expect(plain.html).not.toContain('rtl');
  });

  it('a notification by e-mail: Arabic words, amounts in ر.س, links and unsubscribe under /ar (the one-click header stays the API’s)', async () => {
    const owner = await signedInAs(t, 'developer', { firstName: 'Khalid', email: address('khalid'), language: 'ar' });
    const buyer = await signedInAs(t, 'buyer', { firstName: 'Sara', email: address('sara') });
    const villa = await insertProperty(t.db, {
      developerId: owner.user.id,
      title: 'Villa in Al Malqa',
      price: '1250000.00',
      status: 'active',
      forSale: true,
    });
    const bid = await buyer.agent.post(`/api/properties/${villa.id}/bids`, {
      bidAmount: '1200000',
      currency: 'SAR',
      message: 'Is it free?',
    });
    expect(bid.statusCode, bid.body).toBe(201);
    await deliver();

    const mail = lastMailTo(owner.user.email, `عرض جديد على ${own('Villa in Al Malqa')}`);
    expect(mail.text).toContain(`قدّم ${own('Sara')} عرضًا بقيمة 1,200,000 ر.س على ${own('Villa in Al Malqa')}.`);
    expect(mail.text).toContain(`رسالته: «${own('Is it free?')}»`);
    expect(mail.text).toContain(`مراجعة العرض: ${ORIGIN}/ar/bids?tab=received`);
    expect(mail.text).toContain('تصلك هذه الرسالة لأنك طلبت رسائل البريد عن عروضك واستفساراتك ورسائلك واستثماراتك.');
    expect(linkIn(mail, '/ar/unsubscribe?token=').origin).toBe(ORIGIN);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/manzil\.test\/api\/unsubscribe\?token=[\w-]+>\r?$/m);
  });
});

describe(`notifications in the reader's language (${dbKindLabel})`, () => {
  it('kept in English, read in Arabic with X-Language: ar, in English otherwise', async () => {
    const owner = await signedInAs(t, 'developer', { firstName: 'Fahad', email: address('fahad') });
    const buyer = await signedInAs(t, 'buyer', { firstName: 'Layla', email: address('layla') });
    const villa = await insertProperty(t.db, {
      developerId: owner.user.id,
      title: 'Sea-view villa in Obhur',
      titleAr: null,
      price: '3000000.00',
      status: 'active',
      forSale: true,
    });
    expect((await buyer.agent.post(`/api/properties/${villa.id}/bids`, { bidAmount: '2900000', currency: 'SAR' })).statusCode).toBe(201);

    const [arabic] = (await owner.agent.get('/api/notifications', ARABIC)).json().items;
    expect(arabic).toMatchObject({
      title: `عرض جديد على ${own('Sea-view villa in Obhur')}`,
      body: `قدّم ${own('Layla')} عرضًا بقيمة 2,900,000 ر.س.`,
    });
    const [english] = (await owner.agent.get('/api/notifications')).json().items;
    expect(english).toMatchObject({ title: 'New offer on Sea-view villa in Obhur', body: 'Layla offered 2,900,000 SAR.' });
  });

  it('name a listing by its Arabic title for an Arabic reader, in the bell and by e-mail, and by its English one otherwise', async () => {
    const owner = await signedInAs(t, 'developer', { firstName: 'Majed', email: address('majed'), language: 'ar' });
    const buyer = await signedInAs(t, 'buyer', { firstName: 'Reem', email: address('reem') });
    const villa = await insertProperty(t.db, {
      developerId: owner.user.id,
      title: 'Palm villa in Al Yasmin',
      titleAr: 'فيلا النخيل في حي الياسمين',
      price: '2500000.00',
      status: 'active',
      forSale: true,
    });
    const bid = await buyer.agent.post(`/api/properties/${villa.id}/bids`, { bidAmount: '2400000', currency: 'SAR' });
    expect(bid.statusCode, bid.body).toBe(201);
    await deliver();

    expect(lastMailTo(owner.user.email, `عرض جديد على ${own('فيلا النخيل في حي الياسمين')}`).text).toContain(
      `قدّم ${own('Reem')} عرضًا بقيمة 2,400,000 ر.س على ${own('فيلا النخيل في حي الياسمين')}.`,
    );
    const [arabic] = (await owner.agent.get('/api/notifications', ARABIC)).json().items;
    expect(arabic.title).toBe(`عرض جديد على ${own('فيلا النخيل في حي الياسمين')}`);
    const [english] = (await owner.agent.get('/api/notifications')).json().items;
    expect(english.title).toBe('New offer on Palm villa in Al Yasmin');

    // The answer reaches the bidder in English, with the English title.
    const accepted = await owner.agent.patch(`/api/bids/${bid.json().id}/status`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [answer] = (await buyer.agent.get('/api/notifications')).json().items;
    expect(answer.title).toBe('Your offer on Palm villa in Al Yasmin was accepted');
    const [answerInArabic] = (await buyer.agent.get('/api/notifications', ARABIC)).json().items;
    expect(answerInArabic.title).toBe(`قُبل عرضك على ${own('فيلا النخيل في حي الياسمين')}`);
  });
});

describe(`signing in and out keeps the page's language (${dbKindLabel})`, () => {
  it('/api/login goes to the sign-in page of the returnTo’s language', async () => {
    const arabic = await new Agent(t.app).get('/api/login?returnTo=%2Far%2Faccount');
    expect(arabic.statusCode).toBe(302);
    expect(arabic.headers.location).toBe('/ar/login?returnTo=%2Far%2Faccount');
    const home = await new Agent(t.app).get('/api/login?returnTo=%2Far');
    expect(home.headers.location).toBe('/ar/login?returnTo=%2Far');
    const english = await new Agent(t.app).get('/api/login?returnTo=%2Fbuy');
    expect(english.headers.location).toBe('/login?returnTo=%2Fbuy');
  });

  it('/api/logout goes home in the language of the page signed out from', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const out = await agent.get('/api/logout', {
      referer: `${ORIGIN}/ar/account`,
      'sec-fetch-dest': 'document',
      'sec-fetch-site': 'same-origin',
    });
    expect(out.headers.location).toBe('/ar');
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    expect((await new Agent(t.app).get('/api/logout', { referer: `${ORIGIN}/buy` })).headers.location).toBe('/');
    expect((await new Agent(t.app).get('/api/logout')).headers.location).toBe('/');
  });
});
