import type { Locator, Page } from '@playwright/test';
import { listingPrice } from '../../src/shared/listing-price';
import { demo, expect, expectAccessible, listings, signIn, test } from './fixtures';

// A listing's page under a thumb (issue 16, docs/product.md#listing-page) at 375 × 812 with touch:
// the sticky bar with the price and Make Offer at every scroll position, the gallery's swipe, and the
// full-screen viewer (swipe, pinch, counter, Escape, focus back on the photo).

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

type Point = { x: number; y: number };

/**
 * Real (trusted) touches, as fingers make them: down at each start point, moved a step a frame to
 * each end point, up.
 */
async function touch(page: Page, from: Point[], to: Point[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => from.map((p, i) => ({ x: p.x + (to[i].x - p.x) * t, y: p.y + (to[i].y - p.y) * t, id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A swipe from right to left across `target` (below its middle, clear of the arrow buttons): the next photo. */
async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height * 0.7;
  await touch(page, [{ x: box.x + box.width * 0.8, y }], [{ x: box.x + box.width * 0.2, y }]);
}

/** Two fingers moving apart around the middle of `target`. */
async function pinchOut(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await touch(
    page,
    [
      { x: x - 20, y },
      { x: x + 20, y },
    ],
    [
      { x: x - 120, y },
      { x: x + 120, y },
    ],
  );
}

test('on a phone the price and Make Offer stay at hand; the gallery swipes and a tap opens the photos full screen', async ({ page }) => {
  const buyer = demo('buyer');
  await signIn(page, buyer.email, buyer.password);
  const listing = (await listings(page.request, '&forSale=true')).find((p) => p.status === 'active' && p.images.length >= 3);
  expect(listing, 'the seed has an active listing for sale with three photos or more').toBeDefined();
  const { id, title, images } = listing!;
  const n = images.length;

  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The bar: at the top, in the middle and at the very bottom of the page, never over the footer.
  const bar = page.getByRole('region', { name: 'Quick actions' });
  await expect(bar).toContainText(listingPrice(listing!).main.text);
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((to) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 : end);
    }, where);
    await expect(bar, `the bar at the ${where}`).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Make Offer' })).toBeVisible();
  }
  const footerBottom = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
  const barTop = (await bar.boundingBox())!.y;
  expect(footerBottom, 'the end of the page stays above the bar').toBeLessThanOrEqual(barTop + 1);

  // Its Make Offer opens the page's offer form, in view above the bar, with the keyboard in the amount.
  await bar.getByRole('button', { name: 'Make Offer' }).click();
  const amount = page.getByLabel('Bid Amount (SAR)');
  await expect(amount).toBeFocused();
  await expect(amount).toBeInViewport();
  const submitBottom = await page.getByRole('button', { name: 'Submit Bid' }).evaluate((el) => el.getBoundingClientRect().bottom);
  expect(submitBottom, 'the form ends above the bar').toBeLessThanOrEqual((await bar.boundingBox())!.y);
  await expectAccessible(page);

  // A swipe on the photo shows the next one.
  await page.evaluate(() => window.scrollTo(0, 0));
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`1 / ${n}`);
  const gallery = page.getByRole('region', { name: `Images of ${title}` });
  await swipeLeft(page, gallery.getByRole('button', { name: `${title}, image 1 of ${n}` }));
  await expect(counter).toHaveText(`2 / ${n}`);

  // A tap opens it full screen; a swipe there moves on, a pinch zooms in; Escape closes, with the
  // gallery on the photo seen last and focus on it.
  const photo2 = gallery.getByRole('button', { name: `${title}, image 2 of ${n}` });
  await photo2.tap();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-counter')).toHaveText(`2 / ${n}`);
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectAccessible(page);
  await swipeLeft(page, viewer.getByRole('img', { name: `${title}, image 2 of ${n}` }));
  await expect(viewer.getByTestId('viewer-counter')).toHaveText(`3 / ${n}`);
  const photo3 = viewer.getByRole('img', { name: `${title}, image 3 of ${n}` });
  await expect(photo3, 'the third photo has slid into place').toBeInViewport({ ratio: 1 });
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();
  await pinchOut(page, photo3);
  await expect(zoomOut, 'zoomed in by the pinch').toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(counter).toHaveText(`3 / ${n}`);
  await expect(gallery.getByRole('button', { name: `${title}, image 3 of ${n}` })).toBeFocused();
});
