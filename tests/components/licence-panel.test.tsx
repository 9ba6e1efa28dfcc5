import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ApiSchema } from '@client/lib/api-client';
import { LicencePanel } from '@client/features/properties/detail/licence-panel';
import { aProperty } from './builders';
import { renderPart, signInAs } from './render';

// A listing's licence on its page (docs/product.md#ad-licence-and-deed): the "Licensed ad" card while in force,
// a notice once it has run out (with Renew the licence for its owner), one quiet line without one.

function aDetail(overrides: Partial<ApiSchema['PropertyDetail']> = {}): ApiSchema['PropertyDetail'] {
  return {
    ...aProperty({ id: 42, developerId: 'owner-1' }),
    priceHistory: [],
    daysOnMarket: 12,
    marketComparison: null,
    adLicenseStatus: 'none',
    ...overrides,
  };
}

/** In force through Dec 3, 2026 in Riyadh: it runs out at the next midnight there, 21:00 UTC. */
const LICENSED = {
  adLicenseStatus: 'in-force',
  adLicenseNumber: '7100123456',
  adLicenseExpiresAt: '2026-12-03T21:00:00.000Z',
  falLicenseNumber: '1100987654',
  deedNumber: '310112233445',
} as const;

describe('the licence on a listing page', () => {
  test('a licence in force: the Licensed ad card with its numbers and its last day', async () => {
    await renderPart(<LicencePanel property={aDetail(LICENSED)} />, { path: '/properties/42' });

    const card = page.getByTestId('licence-panel');
    await expect.element(card.getByRole('heading', { name: 'Licensed ad' })).toBeVisible();
    await expect.element(card).toHaveTextContent(/Ad licence number\s*7100123456/);
    await expect.element(card).toHaveTextContent(/FAL licence number\s*1100987654/);
    await expect.element(card).toHaveTextContent(/Deed number\s*310112233445/);
    // The last day in force, whatever the reader's time zone: not Dec 4 (the UTC day of the instant plus one) nor Dec 3 minus one.
    await expect.element(card).toHaveTextContent(/Valid until\s*Dec 3, 2026/);
  });

  test('a licence without a FAL licence or deed lists only what it has', async () => {
    await renderPart(<LicencePanel property={aDetail({ ...LICENSED, falLicenseNumber: null, deedNumber: null })} />);

    const card = page.getByTestId('licence-panel');
    await expect.element(card).toHaveTextContent(/Ad licence number\s*7100123456/);
    await expect.element(card.getByText('FAL licence number')).not.toBeInTheDocument();
    await expect.element(card.getByText('Deed number')).not.toBeInTheDocument();
  });

  test('an expired licence: a visitor is told the listing is off the search and takes no offers, with no way to renew', async () => {
    await renderPart(<LicencePanel property={aDetail({ ...LICENSED, adLicenseStatus: 'expired' })} />);

    const notice = page.getByTestId('licence-expired');
    await expect.element(notice.getByRole('heading', { name: "This ad's licence has expired" })).toBeVisible();
    await expect.element(notice).toHaveTextContent('was in force until Dec 3, 2026');
    await expect.element(notice).toHaveTextContent('off the search and takes no offers');
    await expect.element(page.getByRole('link', { name: 'Renew the licence' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Licensed ad' })).not.toBeInTheDocument();
  });

  test('an expired licence: its owner gets Renew the licence, which opens the listing’s edit page', async () => {
    signInAs({ id: 'owner-1', role: 'developer' });
    const { history } = await renderPart(<LicencePanel property={aDetail({ ...LICENSED, adLicenseStatus: 'expired' })} />, {
      path: '/properties/42',
    });

    await userEvent.click(page.getByRole('link', { name: 'Renew the licence' }));

    expect(history.at(-1)).toBe('/my-listings/42/edit');
  });

  test('no licence: one quiet line says so', async () => {
    await renderPart(<LicencePanel property={aDetail()} />);

    await expect.element(page.getByText('No ad licence on file for this listing.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Licensed ad' })).not.toBeInTheDocument();
    await expect.element(page.getByTestId('licence-expired')).not.toBeInTheDocument();
  });
});
