import { beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { HomePage } from '@client/features/home/signed-in/home-page';
import { rememberNewAccount } from '@client/lib/new-account';
import type { ApiSchema } from '@client/lib/api-client';
import { aHolding, aPortfolio } from './builders';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// The signed-in home fits the role (docs/product.md#home): a buyer's (and an investor's) shows their
// offers and inquiries, a developer's (and an admin's) their listings, the offers waiting for them and
// the inquiries they have not answered; each from the lists the server answers.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.
beforeAll(() => loadCatalogs(['common', 'home']));

type MyBid = ApiSchema['MyBid'];
type OwnerBid = ApiSchema['OwnerBid'];
type Inquiry = ApiSchema['Inquiry'];
type OwnerListing = ApiSchema['OwnerListing'];

/** Noon UTC on the given day of January 2026. */
const jan = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString();
const PAST = '2025-06-01T00:00:00.000Z';
const person = (firstName: string) => ({ id: `user-${firstName}`, firstName, lastName: 'Al-Test' });

function aMyBid(o: Partial<MyBid> & Pick<MyBid, 'id'>): MyBid {
  const property = o.property ?? { id: 100 + o.id, title: `Villa ${o.id}`, titleAr: null, price: '2000000.00' };
  return {
    propertyId: property.id,
    property,
    bidderId: 'user-1',
    bidAmount: '1800000.00',
    currency: 'SAR',
    message: null,
    status: 'pending',
    rejectionReason: null,
    validUntil: null,
    respondedAt: null,
    createdAt: jan(o.id),
    updatedAt: jan(o.id),
    ...o,
  };
}

function anOwnerBid(o: Partial<OwnerBid> & Pick<OwnerBid, 'id'>): OwnerBid {
  return { ...aMyBid(o), bidder: person('Fahad'), ...o };
}

function anInquiry(o: Partial<Inquiry> & Pick<Inquiry, 'id'>): Inquiry {
  const property = o.property ?? { id: 200 + o.id, title: `Apartment ${o.id}`, titleAr: null };
  return {
    propertyId: property.id,
    property,
    userId: 'user-1',
    asker: person('Noura'),
    owner: person('Khalid'),
    contactPhone: '+966501234567',
    message: 'Is the price negotiable?',
    messageCount: 1,
    status: 'pending',
    viewing: null,
    createdAt: jan(o.id),
    lastMessageAt: jan(o.id),
    ...o,
  };
}

function anOwnerListing(o: Partial<OwnerListing> & Pick<OwnerListing, 'id'>): OwnerListing {
  return {
    title: `Listing ${o.id}`,
    titleAr: null,
    propertyType: 'villa',
    status: 'active',
    price: '3500000.00',
    currency: 'SAR',
    city: 'Riyadh',
    neighborhood: 'Al Olaya',
    area: '400.00',
    bedrooms: 5,
    bathrooms: 4,
    images: [],
    forSale: true,
    forRent: false,
    rentPeriod: null,
    rentPrice: null,
    priceSar: '3500000.00',
    yearlyRentSar: null,
    acceptedOffer: null,
    adLicenseExpiresAt: null,
    soldPrice: null,
    featured: false,
    pendingOffers: 0,
    unansweredInquiries: 0,
    createdAt: jan(o.id),
    updatedAt: jan(o.id),
    ...o,
  };
}

const pageOf = <T,>(items: T[], total = items.length) => ({ items, page: 1, pageSize: 20, total });

/** Signed in as `role`, with the sections every home shows answered empty. */
function signIn(role: ApiSchema['User']['role']) {
  document.cookie = 'manzil_auth=1; path=/';
  onTestFinished(() => {
    document.cookie = 'manzil_auth=; path=/; max-age=0';
  });
  signInAs({ role, firstName: 'Noura' });
  answer('GET', '/api/properties/featured', { body: [] });
  answer('GET', '/api/investments', { body: [] });
  answer('GET', '/api/user/investments', { body: [] });
  answer('GET', '/api/user/portfolio', { body: aPortfolio({ holdings: [], allocation: { byType: [], byCity: [] } }) });
}

const block = (name: string) => page.getByRole('region', { name });
const count = (id: string, key: string) => page.getByTestId(`${id}-count-${key}`);
const OWNER_PATHS = ['/api/owner/properties', '/api/owner/bids', '/api/owner/inquiries'];
const BUYER_PATHS = ['/api/user/bids', '/api/user/inquiries'];

describe("a buyer's home", () => {
  test('counts their offers and inquiries by state and shows the latest of each, linking to the listings, /bids and /messages', async () => {
    signIn('buyer');
    answer('GET', '/api/user/bids', {
      body: [
        aMyBid({
          id: 7,
          status: 'accepted',
          bidAmount: '2450000.00',
          property: { id: 42, title: 'Garden Villa in Hittin', titleAr: null, price: '2500000.00' },
        }),
        aMyBid({
          id: 6,
          status: 'pending',
          validUntil: PAST,
          property: { id: 43, title: 'Sea View Flat', titleAr: null, price: '900000.00' },
        }),
        aMyBid({ id: 5, status: 'pending', bidAmount: '2600000.50' }),
        aMyBid({ id: 4, status: 'rejected', rejectionReason: 'Another offer was accepted' }),
        aMyBid({ id: 3, status: 'withdrawn' }),
        aMyBid({ id: 2, status: 'pending' }),
      ],
    });
    answer('GET', '/api/user/inquiries', {
      body: [
        anInquiry({ id: 9, status: 'responded', messageCount: 3, property: { id: 77, title: 'Office Tower Floor', titleAr: null } }),
        anInquiry({ id: 8, status: 'pending' }),
        anInquiry({ id: 1, status: 'responded', messageCount: 2 }),
      ],
    });

    await renderPart(<HomePage />);

    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back, Noura!' })).toBeVisible();
    const offers = block('Your Offers');
    await expect.element(count('home-my-offers', 'pending')).toHaveTextContent('2');
    await expect.element(count('home-my-offers', 'accepted')).toHaveTextContent('1');
    await expect.element(count('home-my-offers', 'rejected')).toHaveTextContent('1');
    await expect.element(count('home-my-offers', 'withdrawn')).toHaveTextContent('1');
    await expect.element(count('home-my-offers', 'expired')).toHaveTextContent('1');
    const latestOffers = offers.getByRole('list', { name: 'Latest offers' }).getByRole('listitem');
    expect(latestOffers.elements()).toHaveLength(3);
    await expect.element(latestOffers.nth(0)).toHaveTextContent(/Garden Villa in Hittin.*accepted.*2,450,000 SAR.*Jan 7, 2026/);
    await expect.element(latestOffers.nth(1)).toHaveTextContent(/Sea View Flat.*Expired/);
    await expect.element(latestOffers.nth(2)).toHaveTextContent(/2,600,000.50 SAR/);
    await expect.element(offers.getByRole('link', { name: 'Garden Villa in Hittin' })).toHaveAttribute('href', '/properties/42');
    await expect.element(offers.getByRole('link', { name: 'View My Bids' })).toHaveAttribute('href', '/bids');

    const inquiries = block('Your Inquiries');
    await expect.element(count('home-my-inquiries', 'awaiting')).toHaveTextContent('1');
    await expect.element(count('home-my-inquiries', 'answered')).toHaveTextContent('2');
    const latestInquiries = inquiries.getByRole('list', { name: 'Latest inquiries' }).getByRole('listitem');
    expect(latestInquiries.elements()).toHaveLength(3);
    await expect.element(latestInquiries.nth(0)).toHaveTextContent(/Office Tower Floor.*Answered.*3 messages/);
    await expect.element(latestInquiries.nth(1)).toHaveTextContent(/Apartment 8.*Awaiting reply/);
    await expect.element(inquiries.getByRole('link', { name: 'Office Tower Floor' })).toHaveAttribute('href', '/properties/77');
    await expect.element(inquiries.getByRole('link', { name: 'View Messages' })).toHaveAttribute('href', '/messages');

    // A buyer's home asks nothing of the owner's lists, and no seller block shows.
    for (const path of OWNER_PATHS) expect(requestsTo('GET', path), path).toHaveLength(0);
    expect(page.getByRole('region', { name: 'Your Listings' }).elements()).toHaveLength(0);
    // Without investments a buyer's home has no investment blocks (the investor's has them).
    await expect.element(page.getByRole('heading', { level: 2, name: 'Featured Properties' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Your Investments' }).elements()).toHaveLength(0);
    expect(page.getByRole('heading', { name: 'Your Portfolio' }).elements()).toHaveLength(0);
  });

  test('with no offer and no inquiry, one empty state invites them to browse /buy', async () => {
    signIn('buyer');
    answer('GET', '/api/user/bids', { body: [] });
    answer('GET', '/api/user/inquiries', { body: [] });

    await renderPart(<HomePage />);

    await expect.element(page.getByRole('heading', { level: 2, name: 'No offers or inquiries yet' })).toBeVisible();
    await expect
      .element(page.getByTestId('home-buyer-empty').getByRole('link', { name: 'Browse Properties' }))
      .toHaveAttribute('href', '/buy');
    expect(page.getByRole('region', { name: 'Your Offers' }).elements()).toHaveLength(0);
  });

  test('an account created in this session is welcomed to Manzil, not welcomed back', async () => {
    signIn('buyer');
    answer('GET', '/api/user/bids', { body: [] });
    answer('GET', '/api/user/inquiries', { body: [] });
    rememberNewAccount('user-1');

    await renderPart(<HomePage />);

    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome to Manzil, Noura!' })).toBeVisible();
  });

  test('while loading each block shows a skeleton; a failed list says so in its block and the other still shows', async () => {
    signIn('buyer');
    answer('GET', '/api/user/bids', { status: 500, body: { message: 'Internal Server Error' }, delayMs: 400 });
    answer('GET', '/api/user/inquiries', { body: [anInquiry({ id: 1 })], delayMs: 400 });

    await renderPart(<HomePage />);

    await expect.element(page.getByRole('status', { name: 'Loading your offers' })).toBeVisible();
    await expect.element(page.getByRole('status', { name: 'Loading your inquiries' })).toBeVisible();
    await expect.element(block('Your Offers').getByText('Unable to load your offers. Please try again.')).toBeVisible();
    await expect.element(count('home-my-inquiries', 'awaiting')).toHaveTextContent('1');
  });

  test("an investor's home shows their offers and inquiries beside their investments and portfolio", async () => {
    signIn('investor');
    answer('GET', '/api/user/bids', { body: [aMyBid({ id: 1 })] });
    answer('GET', '/api/user/inquiries', { body: [] });

    await renderPart(<HomePage />);

    await expect.element(count('home-my-offers', 'pending')).toHaveTextContent('1');
    await expect.element(block('Your Inquiries').getByText(/No inquiries yet/)).toBeVisible();
    await expect.element(block('Your Inquiries').getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/buy');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Your Investments' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Your Portfolio' })).toBeVisible();
    for (const path of OWNER_PATHS) expect(requestsTo('GET', path), path).toHaveLength(0);
  });
});

test('a buyer who has invested also sees Your Investments, after the activity blocks', async () => {
  signIn('buyer');
  answer('GET', '/api/user/bids', { body: [aMyBid({ id: 1, status: 'withdrawn' })] });
  answer('GET', '/api/user/inquiries', { body: [] });
  answer('GET', '/api/user/investments', { body: [aHolding({ id: 31 })] });

  await renderPart(<HomePage />);

  await expect.element(page.getByRole('heading', { level: 3, name: 'Investment #31' })).toBeVisible();
  await expect.element(count('home-my-offers', 'withdrawn')).toHaveTextContent('1');
  // States none of the offers is in show no tile.
  expect(count('home-my-offers', 'expired').elements()).toHaveLength(0);
  await expect.element(count('home-my-offers', 'pending')).toHaveTextContent('0');
});

describe("a developer's home", () => {
  test('shows their listings by status, the offers waiting for them and the unanswered inquiries, each with the latest', async () => {
    signIn('developer');
    answer('GET', '/api/owner/properties', {
      body: pageOf([
        anOwnerListing({
          id: 5,
          title: 'Corner Office in Olaya',
          pendingOffers: 2,
          unansweredInquiries: 1,
          price: '750000.00',
          currency: 'USD',
        }),
        anOwnerListing({ id: 4, status: 'pending' }),
        anOwnerListing({ id: 3, status: 'sold' }),
        anOwnerListing({ id: 2 }),
      ]),
    });
    answer('GET', '/api/owner/bids', {
      body: pageOf([
        anOwnerBid({
          id: 11,
          bidAmount: '3400000.00',
          bidder: person('Fahad'),
          property: { id: 5, title: 'Corner Office in Olaya', titleAr: null, price: '750000.00' },
        }),
        anOwnerBid({ id: 12, bidAmount: '3300000.00', bidder: person('Sara') }),
        anOwnerBid({ id: 10, validUntil: PAST }),
        anOwnerBid({ id: 9, status: 'accepted' }),
      ]),
    });
    answer('GET', '/api/owner/inquiries', {
      body: pageOf([
        anInquiry({ id: 21, asker: person('Layla'), property: { id: 4, title: 'Listing 4', titleAr: null } }),
        anInquiry({ id: 20, asker: person('Omar'), viewing: { at: jan(25), confirmedAt: null, proposedBy: 'asker' } }),
        anInquiry({ id: 22, status: 'responded' }),
      ]),
    });

    await renderPart(<HomePage />);

    const listings = block('Your Listings');
    await expect.element(count('home-my-listings', 'active')).toHaveTextContent('2');
    await expect.element(count('home-my-listings', 'pending')).toHaveTextContent('1');
    await expect.element(count('home-my-listings', 'sold')).toHaveTextContent('1');
    const latestListings = listings.getByRole('list', { name: 'Latest listings' }).getByRole('listitem');
    expect(latestListings.elements()).toHaveLength(3);
    await expect
      .element(latestListings.nth(0))
      .toHaveTextContent(/Corner Office in Olaya.*Active.*750,000 USD.*2 pending offers · 1 unanswered inquiry.*Listed Jan 5, 2026/);
    await expect.element(latestListings.nth(1)).toHaveTextContent(/Listing 4.*Under offer/);
    await expect.element(listings.getByRole('link', { name: 'View My Listings' })).toHaveAttribute('href', '/my-listings');

    const offers = block('New Offers');
    await expect.element(count('home-new-offers', 'new')).toHaveTextContent('2');
    await expect.element(count('home-new-offers', 'expired')).toHaveTextContent('1');
    const latestOffers = offers.getByRole('list', { name: 'Latest offers received' }).getByRole('listitem');
    expect(latestOffers.elements()).toHaveLength(2);
    await expect.element(latestOffers.nth(0)).toHaveTextContent(/Villa 12.*3,300,000 SAR from Sara.*Jan 12, 2026/);
    await expect.element(latestOffers.nth(1)).toHaveTextContent(/Corner Office in Olaya.*3,400,000 SAR from Fahad/);
    await expect.element(offers.getByRole('link', { name: 'Corner Office in Olaya' })).toHaveAttribute('href', '/properties/5');
    await expect.element(offers.getByRole('link', { name: 'View Received Bids' })).toHaveAttribute('href', '/bids?tab=received');

    const inquiries = block('Unanswered Inquiries');
    await expect.element(count('home-unanswered-inquiries', 'unanswered')).toHaveTextContent('2');
    const latestInquiries = inquiries.getByRole('list', { name: 'Latest unanswered' }).getByRole('listitem');
    expect(latestInquiries.elements()).toHaveLength(2);
    await expect.element(latestInquiries.nth(0)).toHaveTextContent(/Listing 4.*From Layla/);
    await expect.element(latestInquiries.nth(1)).toHaveTextContent(/Apartment 20.*From Omar · asks for a viewing/);
    await expect
      .element(inquiries.getByRole('link', { name: 'View Received Inquiries' }))
      .toHaveAttribute('href', '/messages?tab=received');

    // The listings come 100 at once (their counts whole); the buyer's lists are not asked for.
    expect(requestsTo('GET', '/api/owner/properties')[0].query.get('pageSize')).toBe('100');
    for (const path of BUYER_PATHS) expect(requestsTo('GET', path), path).toHaveLength(0);
  });

  test('counts that one page cannot settle say so: "20+" waiting, and listings counted over the loaded ones', async () => {
    signIn('admin');
    const listings = Array.from({ length: 20 }, (_, i) => anOwnerListing({ id: 100 - i, status: i % 4 === 0 ? 'sold' : 'active' }));
    answer('GET', '/api/owner/properties', { body: pageOf(listings, 45) });
    const bids = Array.from({ length: 20 }, (_, i) => anOwnerBid({ id: 300 + i }));
    answer('GET', '/api/owner/bids', { body: pageOf(bids, 31) });
    const inquiries = Array.from({ length: 20 }, (_, i) => anInquiry({ id: 400 + i }));
    answer('GET', '/api/owner/inquiries', { body: pageOf(inquiries, 26) });

    await renderPart(<HomePage />);

    await expect.element(count('home-my-listings', 'active')).toHaveTextContent('15');
    await expect.element(count('home-my-listings', 'sold')).toHaveTextContent('5');
    await expect.element(block('Your Listings').getByText('Counted over your latest 20 of 45 listings.')).toBeVisible();
    await expect.element(count('home-new-offers', 'new')).toHaveTextContent('20+');
    await expect.element(count('home-unanswered-inquiries', 'unanswered')).toHaveTextContent('20+');
  });

  test('with nothing yet: List a Property, and nothing waiting', async () => {
    signIn('developer');
    answer('GET', '/api/owner/properties', { body: pageOf([]) });
    answer('GET', '/api/owner/bids', { body: pageOf([]) });
    answer('GET', '/api/owner/inquiries', { body: pageOf([]) });

    await renderPart(<HomePage />);

    await expect.element(block('Your Listings').getByRole('link', { name: 'List a Property' })).toHaveAttribute('href', '/sell');
    await expect.element(count('home-new-offers', 'new')).toHaveTextContent('0');
    await expect.element(block('New Offers').getByText('No offers are waiting for your answer.')).toBeVisible();
    await expect.element(block('Unanswered Inquiries').getByText('Every inquiry on your listings has an answer.')).toBeVisible();
    expect(count('home-new-offers', 'expired').elements()).toHaveLength(0);
    await expect
      .element(block('New Offers').getByRole('link', { name: 'View Received Bids' }))
      .toHaveAttribute('href', '/bids?tab=received');
  });
});
