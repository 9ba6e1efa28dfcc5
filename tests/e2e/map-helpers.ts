import type { Page } from '@playwright/test';

import { expect } from './fixtures';

// The search map as a test reads it (docs/product.md#buy-page-and-map): its markers' names, how
// many listings they stand for, and whether any two overlap.

export const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of properties in Saudi Arabia' });
/** A single listing's pin: its name starts with its visible label, "SAR 1.2M". */
export const SINGLE_PIN = /^SAR [\d.]+[KM]?, /;
export const CLUSTER_PIN = /^(\d+) properties in /;

/** The map's pins' accessible names, in DOM (and Tab) order. */
export const pinNames = (page: Page) =>
  mapRegion(page)
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

/** How many listings the pins stand for: a cluster counts its listings. */
export const listingsPinned = (names: string[]) =>
  names.reduce((n, name) => n + (CLUSTER_PIN.test(name) ? Number(CLUSTER_PIN.exec(name)![1]) : 1), 0);

/** No two pins' boxes intersect (labels stay readable). */
export async function expectNoOverlappingPins(page: Page): Promise<void> {
  const boxes = await mapRegion(page)
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label'), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(overlapping).toEqual([]);
}
