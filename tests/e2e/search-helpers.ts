import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

// What the /buy journeys compare the page with: the API's answer to the same search, the results
// badge and the cards' titles.

type PropertyPage = ApiSchema['PropertyPage'];

/** What the API answers for a query string, as the page would ask it. */
export async function search(page: Page, query: string): Promise<PropertyPage> {
  const res = await page.request.get(`/api/properties?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PropertyPage;
}

/** The results badge: "1 property found", "46 properties found". */
export const foundBadge = (page: Page, n: number) => page.getByText(`${n} ${n === 1 ? 'property' : 'properties'} found`, { exact: true });

/** The titles of the property cards on the page. */
export const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
