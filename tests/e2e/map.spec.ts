import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { listingsPinned, mapRegion, pinNames } from './map-helpers';

// The search map zooms and pans (docs/product.md#buy-page-and-map): on a phone with touch (a pinch,
// the buttons, 44 px targets, hints for a finger), and on a desktop (the wheel, the keyboard, a
// cluster that zooms into its listings).

const MAP_URL = '/buy?forSale=true&forRent=false&view=map';

/** A marker naming Riyadh and none of the Eastern Province's cities, and one the other way round. */
const EASTERN = /Dammam|Khobar|Dhahran|Hofuf|Jubail/;
const partedFromTheCoast = (names: string[]) =>
  names.some((n) => /properties in .*Riyadh/.test(n) && !EASTERN.test(n)) &&
  names.some((n) => /properties in /.test(n) && EASTERN.test(n) && !/Riyadh/.test(n));

/** Two fingers touch the middle of `box` and spread apart: a pinch that zooms in. */
async function pinchOut(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const fingers = (d: number) => [
    { x: cx - d, y: cy, id: 1 },
    { x: cx + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const d of [40, 60, 80, 100]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the map pinches and zooms to part Riyadh from the Eastern Province, with 44 px targets and hints for a finger', async ({
    page,
  }) => {
    await page.goto(MAP_URL);
    const map = mapRegion(page);
    await expect(map.getByRole('button').first()).toBeVisible();
    // At the country zoom, 40 px apart on this screen: Riyadh and the coast share one cluster.
    const joined = (await pinNames(page)).find((n) => /properties in .*Riyadh/.test(n) && EASTERN.test(n));
    expect(joined, 'one cluster holds Riyadh and the Eastern Province').toBeDefined();

    // Every marker and zoom button is a 44×44 px target.
    const zoomButtons = page.getByRole('group', { name: 'Map zoom' }).getByRole('button');
    await expect(zoomButtons).toHaveCount(3);
    for (const target of [...(await map.getByRole('button').all()), ...(await zoomButtons.all())]) {
      const box = (await target.boundingBox())!;
      expect(box.width, (await target.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Hints for a finger, none for a keyboard.
    await expect(page.getByText('Pinch or use + and − to zoom; drag to move the map.')).toBeVisible();
    await expect(page.getByText(/Escape|arrow keys/).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText('Tap a pin or a listing to see its details.')).toBeVisible();

    // A pinch zooms in (Zoom out comes alive); Reset map goes back.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await map.scrollIntoViewIfNeeded();
    await pinchOut(page, (await map.boundingBox())!);
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    await page.getByRole('button', { name: 'Reset map' }).click();
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => pinNames(page)).toContain(joined);

    // Zoom in: Riyadh and the coast part.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => partedFromTheCoast(await pinNames(page))).toBe(true);
  });
});

test.describe('on a desktop', () => {
  test('the wheel and the keyboard zoom and pan the map, and a cluster zooms into its listings', async ({ page }) => {
    await page.goto(MAP_URL);
    const map = mapRegion(page);
    await expect(map.getByRole('button').first()).toBeVisible();
    const countryNames = await pinNames(page);
    await expect(page.getByText('Scroll or use + and − to zoom; drag or use the arrow keys to move the map.')).toBeVisible();
    await expect(page.getByText('Select a pin or a listing to see its details. Press Escape to clear the selection.')).toBeVisible();
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });

    // The wheel over the map zooms in.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -600);
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    await page.getByRole('button', { name: 'Reset map' }).click();
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    // With the map focused: + zooms in, the arrows move it, − zooms back out.
    await map.focus();
    await page.keyboard.press('+');
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    const riyadh = map.getByRole('button', { name: /properties in Riyadh/ }).first();
    const before = (await riyadh.boundingBox())!;
    await page.keyboard.press('ArrowRight');
    // Showing more of the east: the markers move west.
    await expect.poll(async () => (await riyadh.boundingBox())!.x).toBeLessThan(before.x - 50);
    await page.keyboard.press('-');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(map).toBeFocused();
    await expect.poll(() => pinNames(page)).toEqual(countryNames);

    // A cluster clicked zooms into its listings: more markers, every listing still pinned.
    const cluster = map.getByRole('button', { name: /^\d+ properties in Riyadh$/ });
    const clusterName = (await cluster.getAttribute('aria-label'))!;
    await cluster.click();
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    await expect.poll(async () => (await pinNames(page)).includes(clusterName)).toBe(false);
    const zoomedNames = await pinNames(page);
    expect(zoomedNames.length).toBeGreaterThan(countryNames.length);
    expect(listingsPinned(zoomedNames)).toBe(listingsPinned(countryNames));
  });
});
