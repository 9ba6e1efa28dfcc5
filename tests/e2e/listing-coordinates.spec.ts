import { choose, demo, expect, expectAccessible, signIn, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PropertyDto = ApiSchema['Property'];

// The listing form's optional Latitude and Longitude (issue 3: pins at a property's own coordinates
// or its city's): checked by the shared schema, sent only when filled, stored as given.

test('a developer pins a listing at its own coordinates; a bad latitude is refused with its message', async ({ page }) => {
  const developer = demo('developer');
  await signIn(page, developer.email, developer.password);
  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Create New Property Listing' })).toBeVisible();

  const latitude = page.getByRole('spinbutton', { name: 'Latitude' });
  const longitude = page.getByRole('spinbutton', { name: 'Longitude' });
  await expect(latitude).toHaveAccessibleDescription(
    /Optional: places the pin exactly on the map; otherwise the city's position is used\./,
  );
  await expect(longitude).toHaveAccessibleDescription(/Optional: places the pin exactly/);

  const title = `E2E Pinned ${Date.now()}`;
  await page.getByLabel('Property Title').fill(title);
  await page.getByLabel('Description').fill('A listing with its own map position.');
  await choose(page, 'Property Type', 'Apartment');
  await page.getByLabel('Price (SAR)').fill('780,000');
  await choose(page, 'City', 'Najran');

  await latitude.fill('91');
  await longitude.fill('44.123456789');
  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Latitude must be a number between -90 and 90')).toBeVisible();
  await expect(page.getByText('Longitude must have at most 8 decimal places')).toBeVisible();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await latitude.fill('17.5123');
  await longitude.fill('44.2');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/properties') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'List Property' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ latitude: '17.5123', longitude: '44.2' });
  await expect(page.getByRole('heading', { name: 'Property Listed Successfully!' })).toBeVisible();
  const listing = (await res.json()) as PropertyDto;
  expect(listing).toMatchObject({ title, city: 'Najran', latitude: '17.51230000', longitude: '44.20000000' });

  // The next listing, with the fields left empty, sends no coordinates (its pin goes at its city).
  await page.getByRole('button', { name: 'List Another Property' }).click();
  await expect(latitude).toHaveValue('');
  await page.getByLabel('Property Title').fill(`${title} (city pin)`);
  await page.getByLabel('Description').fill('A listing pinned at its city.');
  await choose(page, 'Property Type', 'Apartment');
  await page.getByLabel('Price (SAR)').fill('650000');
  await choose(page, 'City', 'Najran');
  const second = page.waitForResponse((r) => r.url().endsWith('/api/properties') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'List Property' }).click();
  const sent = (await second).request().postDataJSON() as Record<string, unknown>;
  expect(sent).not.toHaveProperty('latitude');
  expect(sent).not.toHaveProperty('longitude');
  expect(await (await second).json()).toMatchObject({ latitude: null, longitude: null });
});
