import { beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ListingActions } from '@client/features/properties/detail/listing-actions';
import { StickyActionBar } from '@client/features/properties/detail/sticky-action-bar';
import { useListingActions } from '@client/features/properties/detail/use-listing-actions';
import type { ApiSchema } from '@client/lib/api-client';
import { aProperty } from './builders';
import { answer } from './network';
import { renderPart, signInAs } from './render';

// The phone's sticky bar on a listing (docs/product.md#listing-page): the price as the card shows
// it, the two main actions the listing offers this visitor, and the same forms as the card's.

function ListingPriceAndActions({ property }: { property: ApiSchema['Property'] }) {
  const state = useListingActions(property);
  return (
    <>
      <ListingActions property={property} state={state} />
      <StickyActionBar property={property} state={state} />
    </>
  );
}

const render = (property: ApiSchema['Property']) =>
  renderPart(<ListingPriceAndActions property={property} />, { path: `/properties/${property.id}` });

beforeEach(async () => {
  await page.viewport(375, 812);
  answer('GET', '/api/user/bids', { body: [] });
});

describe('the sticky bar on a phone', () => {
  test('a rental shows its rent with the period, and Contact Owner and Schedule Viewing; Schedule Viewing opens the viewing form', async () => {
    signInAs({ role: 'buyer' });
    const rental = aProperty({ id: 38, forSale: false, forRent: true, price: '125000.00', rentPeriod: 'yearly', pricePerSqm: null });
    const { screen } = await render(rental);

    const bar = screen.getByRole('region', { name: 'Quick actions' });
    await expect.element(bar).toHaveTextContent('Rent125,000 SAR / year');
    await expect.element(bar.getByRole('button', { name: 'Contact Owner' })).toBeEnabled();
    expect(bar.getByRole('button', { name: 'Make Offer' }).elements()).toHaveLength(0);

    await userEvent.click(bar.getByRole('button', { name: 'Schedule Viewing' }));
    const form = screen.getByRole('form', { name: 'Schedule a viewing' });
    await expect.element(form.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  test('the owner gets View Bids and My Listings instead', async () => {
    signInAs({ id: 'developer-1', role: 'developer' });
    const { screen } = await render(aProperty({ developerId: 'developer-1' }));

    const bar = screen.getByRole('region', { name: 'Quick actions' });
    await expect.element(bar.getByRole('button', { name: 'View Bids' })).toBeVisible();
    await expect.element(bar.getByRole('link', { name: 'My Listings' })).toHaveAttribute('href', '/my-listings');
    expect(bar.getByRole('button', { name: 'Make Offer' }).elements()).toHaveLength(0);
  });

  test('a sold listing shows a visitor no bar, and the page keeps no room for one', async () => {
    const { screen } = await render(aProperty({ status: 'sold' }));

    await expect.element(screen.getByTestId('property-price')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Quick actions' }).elements()).toHaveLength(0);
    expect(document.body.style.paddingBottom).toBe('');
  });

  test('on a wide screen, where the price card is in view, there is no bar', async () => {
    await page.viewport(1280, 900);
    const { screen } = await render(aProperty());

    await expect.element(screen.getByRole('button', { name: 'Make Offer' })).toBeVisible();
    await expect.element(screen.getByTestId('sticky-price')).not.toBeVisible();
  });
});
