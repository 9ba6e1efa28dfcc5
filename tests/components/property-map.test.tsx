import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import PropertyMap from '@client/features/properties/buy/property-map';
import type { ApiSchema } from '@client/lib/api-client';
import { answer } from './network';
import { renderPart } from './render';

// The search map's clusters that no zoom can part (docs/product.md#buy-page-and-map): listings
// without coordinates share their city's centre, so choosing their cluster lists them instead.

let nextId = 1;
const aPin = (city: string): ApiSchema['MapPin'] => ({
  id: nextId++,
  title: `Villa ${nextId} in ${city}`,
  titleAr: null,
  description: null,
  descriptionAr: null,
  price: '1200000.00',
  currency: 'SAR',
  priceSar: '1200000.00',
  rentPeriod: null,
  rentPrice: null,
  yearlyRentSar: null,
  propertyType: 'villa',
  city,
  latitude: null,
  longitude: null,
  bedrooms: 3,
  bathrooms: 2,
  area: '250.00',
  image: null,
});

describe('the search map', () => {
  test('a cluster of listings at one spot lists them, without zooming; Show all and Escape go back', async () => {
    const { default: atlas } = await import('world-atlas/countries-50m.json');
    answer('GET', new URL(atlasUrl, location.href).pathname, { body: atlas });
    const pins = [aPin('Tabuk'), aPin('Riyadh'), aPin('Tabuk')];
    await renderPart(
      <div style={{ width: 1000 }}>
        <PropertyMap pins={pins} totalText="3" truncated={false} />
      </div>,
    );
    const map = page.getByRole('region', { name: 'Map of properties in Saudi Arabia' });
    const cluster = map.getByRole('button', { name: '2 properties in Tabuk' });
    await cluster.click();
    const list = page.getByRole('list', { name: '2 properties in Tabuk' });
    await expect.element(list).toBeVisible();
    await expect.element(page.getByText('2 properties in Tabuk: choose one from the list.')).toBeVisible();
    expect(
      list
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining(pins[0].title), expect.stringContaining(pins[2].title)]);
    await expect.element(cluster).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.element(page.getByRole('list', { name: 'Properties on the map' })).toBeVisible();
    await expect.element(cluster).toHaveAttribute('aria-pressed', 'false');

    // Chosen with the keyboard, and cleared with Escape.
    cluster.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(list).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('list', { name: 'Properties on the map' })).toBeVisible();
    await expect.element(cluster).toHaveFocus();
  });
});
