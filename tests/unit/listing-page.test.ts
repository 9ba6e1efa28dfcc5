import { describe, expect, it } from 'vitest';
import { arrowStep, photosToLoad, stepPhoto } from '../../src/client/features/properties/detail/photo-steps';
import { listingUrl, whatsAppShareUrl } from '../../src/client/features/properties/detail/share-links';
import { listingActions } from '../../src/client/features/properties/detail/visitor-actions';

// The listing page's rules (docs/product.md#listing-page): its actions, its photos' steps, its share links.

describe('the actions a listing offers (the price card and the sticky bar alike)', () => {
  it('offers Make Offer, Contact Owner and Schedule Viewing on an active listing for sale', () => {
    expect(listingActions({ status: 'active', forSale: true }, false)).toEqual(['offer', 'contact', 'viewing']);
  });

  it('offers no Make Offer on a listing only for rent', () => {
    expect(listingActions({ status: 'active', forSale: false }, false)).toEqual(['contact', 'viewing']);
  });

  it.each(['sold', 'pending'] as const)('offers nothing on a %s listing', (status) => {
    expect(listingActions({ status, forSale: true }, false)).toEqual([]);
  });

  it('offers its owner none of them', () => {
    expect(listingActions({ status: 'active', forSale: true }, true)).toEqual([]);
  });

  it('offers nothing while its ad licence has expired (the server takes no offer or inquiry), and all again once renewed', () => {
    expect(listingActions({ status: 'active', forSale: true, adLicenseStatus: 'expired' }, false)).toEqual([]);
    expect(listingActions({ status: 'active', forSale: true, adLicenseStatus: 'in-force' }, false)).toEqual([
      'offer',
      'contact',
      'viewing',
    ]);
    expect(listingActions({ status: 'active', forSale: false, adLicenseStatus: 'none' }, false)).toEqual(['contact', 'viewing']);
  });
});

describe('moving through the photos', () => {
  it('goes round from the last to the first and back', () => {
    expect(stepPhoto(3, 1, 4)).toBe(0);
    expect(stepPhoto(0, -1, 4)).toBe(3);
    expect(stepPhoto(1, 1, 4)).toBe(2);
    expect(stepPhoto(0, 1, 1)).toBe(0);
  });

  it('reads ArrowLeft as previous and ArrowRight as next, other keys as nothing', () => {
    expect(arrowStep('ArrowLeft')).toBe(-1);
    expect(arrowStep('ArrowRight')).toBe(1);
    expect(arrowStep('Enter')).toBe(0);
  });

  it('fetches the photo shown and its neighbours, round the ends, and keeps the ones fetched', () => {
    const first = photosToLoad(0, 6, new Set());
    expect([...first].sort()).toEqual([0, 1, 5]);
    expect([...photosToLoad(2, 6, first)].sort()).toEqual([0, 1, 2, 3, 5]);
    expect([...photosToLoad(0, 1, new Set())]).toEqual([0]);
  });
});

describe('sharing a listing', () => {
  it('shares its own address, without the search it was found by', () => {
    expect(listingUrl('https://manzil.sa', 42)).toBe('https://manzil.sa/properties/42');
  });

  it('puts the title and the address in the WhatsApp message', () => {
    const url = whatsAppShareUrl('Villa & pool in Al Malqa', 'https://manzil.sa/properties/42');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe('Villa & pool in Al Malqa https://manzil.sa/properties/42');
  });
});
