import type { Page } from '@playwright/test';
import { choose, expect, expectAccessible, signedInPage, test, toastsGone } from './fixtures';

// A licensed ad (docs/product.md#ad-licence-and-deed) against the production build and the demo seed: a developer
// lists a property with its REGA ad licence, FAL licence and deed through /sell; its page shows the
// "Licensed ad" panel with those numbers and the licence's last day; a second listing of the same
// deed is refused, with the message under the Deed number.

/** A day `days` ahead as the date input takes it (YYYY-MM-DD), and as the app writes it ("Jan 25, 2027"). */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 24 * 3600_000);
  return {
    typed: date.toISOString().slice(0, 10),
    shown: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  };
}

async function fillListing(page: Page, title: string) {
  await page.getByLabel('Property Title').fill(title);
  await page.getByLabel('Description').fill('A licensed test villa, listed by the end-to-end suite with its deed.');
  await choose(page, 'Property Type', 'Villa');
  await page.getByLabel('Price (SAR)').fill('3,100,000');
  await choose(page, 'City', 'Riyadh');
}

test('a developer lists a property with its licence and deed; its page shows the Licensed ad panel', async ({ browser, baseURL }) => {
  const run = String(Date.now());
  const adLicence = `71${run.slice(-8)}`;
  const fal = `11${run.slice(-8)}`;
  const deed = `3101${run.slice(-8)}`;
  const until = dayAhead(60);

  const developer = await signedInPage(browser, baseURL, 'developer');
  await developer.goto('/sell');
  await fillListing(developer, `Licensed villa ${run}`);
  const section = developer.getByRole('group', { name: 'Advertising licence' });
  await section.getByLabel('Ad licence number').fill(adLicence);
  await section.getByLabel('Licence valid until').fill(until.typed);
  await section.getByLabel('FAL licence number').fill(fal);
  // Typed as printed on a deed, in groups: sent as its digits.
  await section.getByLabel('Deed number').fill(`${deed.slice(0, 4)}-${deed.slice(4, 8)}-${deed.slice(8)}`);
  await expectAccessible(developer);

  await developer.getByRole('button', { name: 'List Property' }).click();
  await expect(developer.getByRole('heading', { name: 'Property Listed Successfully!' })).toBeVisible();
  const href = await developer.getByRole('link', { name: 'View Listing' }).getAttribute('href');
  expect(href).toMatch(/^\/properties\/\d+$/);

  // Anyone reading the page sees the licence.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(href!);
  const panel = visitor.getByTestId('licence-panel');
  await expect(panel.getByRole('heading', { name: 'Licensed ad' })).toBeVisible();
  await expect(panel).toContainText(`Ad licence number${adLicence}`);
  await expect(panel).toContainText(`FAL licence number${fal}`);
  await expect(panel).toContainText(`Deed number${deed}`);
  await expect(panel).toContainText(`Valid until${until.shown}`);
  await expectAccessible(visitor);

  // The same deed on a second active listing: refused, and said under the Deed number.
  await toastsGone(developer);
  await developer.getByRole('button', { name: 'List Another Property' }).click();
  await fillListing(developer, `Same deed villa ${run}`);
  await developer.getByLabel('Deed number').fill(deed);
  await developer.getByRole('button', { name: 'List Property' }).click();
  const deedField = developer.getByLabel('Deed number');
  await expect(deedField).toHaveAttribute('aria-invalid', 'true');
  await expect(deedField).toHaveAccessibleDescription(
    `10 to 14 digits, from the title deed. One active listing per deed. Deed ${deed} is already listed: “Licensed villa ${run}” (${href!.replace('/properties/', '#')})`,
  );
  await expect(deedField).toBeFocused();
  await expect(developer.getByRole('heading', { name: 'Property Listed Successfully!' })).toHaveCount(0);
});
