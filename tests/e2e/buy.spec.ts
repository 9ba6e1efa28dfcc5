import type { Page } from '@playwright/test';
import type { PropertyDto, PropertyPage } from '../../src/shared/schemas/property';
import { expect, expectAccessible, test } from './fixtures';

// The Buy journey of SPEC §2/§4/§5 against the production build and the demo seed: the landing
// quick search, the advanced filters and their chips, history, and the map view.

/** What the API answers for a query string, as the page would ask it. */
async function search(page: Page, query: string): Promise<PropertyPage> {
  const res = await page.request.get(`/api/properties?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PropertyPage;
}

/** The titles of the property cards on the page. */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The listbox closes before anything else happens (axe never runs with a Radix menu open).
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const foundBadge = (page: Page, n: number) => page.getByText(`${n} properties found`, { exact: true });

test('the landing quick search opens /buy with its filters, and results are all in the chosen city', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Dream Property in Saudi Arabia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market Activity by City' })).toBeVisible();
  await expectAccessible(page);

  const quick = page.getByRole('search', { name: 'Quick property search' });
  await quick.getByRole('button', { name: 'Rent', exact: true }).click();
  await expect(quick.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, 'Location', 'Riyadh');
  await choose(page, 'Property Type', 'Apartment');
  await quick.getByRole('button', { name: 'Search Properties' }).click();

  await expect(page).toHaveURL(/\/buy\?(?=.*forRent=true)(?=.*forSale=false)(?=.*city=Riyadh)(?=.*propertyType=apartment)/);
  const expected = await search(page, 'forSale=false&forRent=true&city=Riyadh&propertyType=apartment&pageSize=24');
  expect(expected.total, 'the seed has Riyadh apartments for rent').toBeGreaterThan(0);
  await expect(foundBadge(page, expected.total)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(expected.items.length);
  for (const text of await page.getByRole('article').getByText(/, Saudi Arabia$/).allTextContents()) {
    expect(text).toBe('Riyadh, Saudi Arabia');
  }
  // The panel shows the search in force.
  await expect(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveText('Riyadh');
  await expect(page.getByRole('combobox', { name: 'Property Type', exact: true })).toHaveText('Apartment');
  await expectAccessible(page);
});

test('advanced filters become chips; removing a chip updates the URL and results; Back restores the search', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  await expect(foundBadge(page, all.total)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Advanced/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });
  await expect(dialog).toBeVisible();
  await choose(page, 'Bedrooms', '3+ BR');
  await dialog.getByRole('checkbox', { name: 'Pool' }).check();
  await expect(dialog.getByText('24/7 Security')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/buy\?(?=.*bedrooms=3)(?=.*amenities=pool)/);
  const filtered = await search(page, 'forSale=true&forRent=false&bedrooms=3&amenities=pool&pageSize=24');
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(all.total);
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
  await expect(page.getByRole('button', { name: /^Advanced, 2 active filters/ })).toBeVisible();
  expect(new Set(await cardTitles(page))).toEqual(new Set(filtered.items.map((p) => p.title)));

  // Remove the pool chip: the URL drops it and the results widen.
  await page.getByRole('button', { name: 'Remove Pool' }).click();
  await expect(page).toHaveURL(/bedrooms=3/);
  await expect(page).not.toHaveURL(/amenities=/);
  const bedroomsOnly = await search(page, 'forSale=true&forRent=false&bedrooms=3&pageSize=24');
  await expect(foundBadge(page, bedroomsOnly.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR']);
  expect(bedroomsOnly.items.every((p: PropertyDto) => (p.bedrooms ?? 0) >= 3)).toBe(true);

  // Back restores the previous search, its chips and its results.
  await page.goBack();
  await expect(page).toHaveURL(/(?=.*bedrooms=3)(?=.*amenities=pool)/);
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);

  // A reload reproduces it too.
  await page.reload();
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
});

test('the map view: a pin selects its property, the detail card and the side list follow', async ({ page }) => {
  await page.goto('/buy?forSale=true&forRent=false&city=Jeddah');
  const jeddah = await search(page, 'forSale=true&forRent=false&city=Jeddah&pageSize=24');
  expect(jeddah.total).toBeGreaterThan(0);
  await expect(foundBadge(page, jeddah.total)).toBeVisible();

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: 'Map of properties in Saudi Arabia' });
  await expect(map).toBeVisible();
  await expect(page.getByText(`Showing ${jeddah.items.length} of ${jeddah.total} on the map`)).toBeVisible();
  await expect(page.getByText('Available Property')).toBeVisible();
  await expect(page.getByText('Selected Property')).toBeVisible();
  // The real outline is drawn.
  await expect(map.locator('svg path').first()).toBeVisible();

  // Listings of one city share a spot: one cluster pin; choosing it narrows the side list.
  const pins = map.getByRole('button');
  await expect(pins.first()).toBeVisible();
  const cluster = map.getByRole('button', { name: /properties in Jeddah$/ });
  const target = jeddah.items[0];
  expect(jeddah.items.length, 'the seed has several Jeddah listings for sale').toBeGreaterThan(1);
  await expect(cluster).toHaveCount(1);
  {
    await cluster.first().focus();
    await page.keyboard.press('Enter');
    await expect(cluster.first()).toHaveAttribute('aria-pressed', 'true');
    const label = (await cluster.first().getAttribute('aria-label'))!;
    const n = Number(label.split(' ')[0]);
    const list = page.getByRole('list', { name: label });
    await expect(list.getByRole('listitem')).toHaveCount(n);
    await list.getByRole('button', { name: new RegExp(escapeRe(target.title)) }).click();
  }
  const detail = page.getByRole('region', { name: target.title });
  await expect(detail.getByRole('heading', { name: target.title })).toBeVisible();
  await expect(detail.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/properties/${target.id}`);
  await expect(page.getByRole('button', { name: new RegExp(escapeRe(target.title)), pressed: true })).toBeVisible();

  // Escape clears the selection.
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Picking from the side list selects that property's pin.
  const other = jeddah.items[Math.min(1, jeddah.items.length - 1)];
  await page.getByRole('list', { name: 'Properties on this page' }).getByRole('button', { name: new RegExp(escapeRe(other.title)) }).click();
  await expect(page.getByRole('region', { name: other.title }).getByRole('heading', { name: other.title })).toBeVisible();
  await expect(map.locator('button[aria-pressed="true"]')).toHaveCount(1);

  // Expand toggles to Collapse.
  await page.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByRole('button', { name: 'Collapse' })).toBeVisible();
  await expectAccessible(page);

  // The view survives a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Map of properties in Saudi Arabia' })).toBeVisible();

  // Without a city filter, a lone listing has its own price pin; Space on it shows its card.
  await page.goto('/buy?forSale=true&forRent=false&view=map');
  const single = page.getByRole('region', { name: 'Map of properties in Saudi Arabia' }).getByRole('button', { name: /, [\d,]+ SAR$/ }).first();
  await expect(single).toBeVisible();
  const label = (await single.getAttribute('aria-label'))!;
  const title = label.replace(/, [\d,]+ SAR$/, '');
  await single.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties on this page' }).getByRole('button', { name: new RegExp(escapeRe(title)) })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
