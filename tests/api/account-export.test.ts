import { describe, expect, it } from 'vitest';
import { siteOf } from '../../src/server/features/mail/site';
import { notify } from '../../src/server/features/notifications/notify';
import { inquiryMessages, propertyBids, propertyInquiries } from '../../src/server/db/schema';
import { insertInvestment, insertProperty } from '../../src/server/db/seed/factories';
import { Agent, dbKindLabel, signedInAs } from '../setup/app';
import { deliver, t, useAccountApp } from './account-shared';

// "Download my data" (docs/product.md#your-data).

useAccountApp();

describe(`GET /api/account/export (${dbKindLabel})`, () => {
  it('downloads everything held about the user, and no secret', async () => {
    const { agent, user } = await signedInAs(t, 'developer', { firstName: 'Hind', phone: '+966501112233' });
    const { user: other } = await signedInAs(t, 'developer', { firstName: 'Fahad' });
    const mine = await insertProperty(t.db, { developerId: user.id, title: 'Sea-view villa in Obhur' });
    const theirs = await insertProperty(t.db, { developerId: other.id, title: 'Family home in Al-Malqa', status: 'active' });
    await t.db.insert(propertyBids).values({ propertyId: theirs.id, bidderId: user.id, bidAmount: '1250000.00', message: 'Cash buyer' });
    const [asked] = await t.db
      .insert(propertyInquiries)
      .values({ propertyId: theirs.id, userId: user.id, message: 'Is the majlis furnished?', contactPhone: '+966501112233' })
      .returning();
    await t.db.insert(inquiryMessages).values([
      { inquiryId: asked.id, senderId: other.id, body: 'Yes, fully furnished.' },
      { inquiryId: asked.id, senderId: user.id, body: 'Thank you, may I visit on Friday?' },
    ]);
    const [received] = await t.db
      .insert(propertyInquiries)
      .values({ propertyId: mine.id, userId: other.id, message: 'Is the price negotiable?', contactPhone: '+966509998877' })
      .returning();
    await t.db.insert(inquiryMessages).values({ inquiryId: received.id, senderId: user.id, body: 'A little.' });
    const opportunity = await insertInvestment(t.db, {
      title: 'Riyadh logistics park',
      status: 'active',
      minimumInvestment: '1000.00',
      totalFunding: '1000000.00',
      currentFunding: '0.00',
      fundingDeadline: null,
    });
    const invested = await agent.post('/api/user/investments', {
      investmentId: opportunity.id,
      amount: '50000',
      paymentMethod: 'stc-pay',
      riskAcknowledged: true,
    });
    expect(invested.statusCode).toBe(201);
    await t.db.transaction((tx) =>
      notify(tx, siteOf(t.app.deps.config), user, {
        category: 'communications',
        kind: 'offer-received',
        title: 'New offer on Sea-view villa in Obhur',
        paragraphs: ['Fahad offered SAR 3,000,000.'],
        link: '/bids?tab=received',
        actionLabel: 'Review the offer',
      }),
    );
    await deliver();

    const res = await agent.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manzil-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();

    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Hind',
      phone: '+966501112233',
      signsInWith: ['password'],
    });
    expect(data.listings.map((l: { title: string }) => l.title)).toEqual(['Sea-view villa in Obhur']);
    expect(data.offers).toEqual([
      expect.objectContaining({ listing: 'Family home in Al-Malqa', amount: '1250000.00', message: 'Cash buyer', status: 'pending' }),
    ]);
    const made = data.inquiries.find((i: { id: number }) => i.id === asked.id);
    expect(made).toMatchObject({ yourPart: 'asker', message: 'Is the majlis furnished?', contactPhone: '+966501112233' });
    expect(made.messages).toEqual([
      expect.objectContaining({ fromYou: false, body: 'Yes, fully furnished.' }),
      expect.objectContaining({ fromYou: true, body: 'Thank you, may I visit on Friday?' }),
    ]);
    const got = data.inquiries.find((i: { id: number }) => i.id === received.id);
    expect(got).toMatchObject({ yourPart: 'owner of the listing', message: 'Is the price negotiable?' });
    expect(got).not.toHaveProperty('contactPhone'); // the asker's number is the asker's data
    expect(data.holdings).toEqual([
      expect.objectContaining({ opportunity: 'Riyadh logistics park', amount: '50000.00', paymentMethod: 'stc-pay' }),
    ]);
    // Every movement of their money, with its reference, and the risks they acknowledged.
    expect(data.ledger).toEqual([
      expect.objectContaining({
        reference: invested.json().reference,
        kind: 'investment',
        opportunity: 'Riyadh logistics park',
        amount: '50000.00',
        method: 'stc-pay',
      }),
    ]);
    expect(data.riskAcknowledgements).toEqual([
      { investmentId: opportunity.id, opportunity: 'Riyadh logistics park', acknowledgedAt: expect.any(String) },
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'New offer on Sea-view villa in Obhur' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ browser: 'Unknown browser', ipAddress: '127.0.0.1' })]);
    expect(data.emails).toEqual([
      expect.objectContaining({
        to: user.email,
        subject: 'New offer on Sea-view villa in Obhur',
        status: 'sent',
        category: 'communications',
      }),
    ]);

    // No secret anywhere: no password hash, no provider subject, no session key.
    expect(res.body).not.toMatch(/argon2|passwordHash|oidcSubject|"sid"/);
    expect(res.body).not.toContain('+966509998877');
  });

  it('is for the signed-in user only', async () => {
    expect((await new Agent(t.app).get('/api/account/export')).statusCode).toBe(401);
  });
});
