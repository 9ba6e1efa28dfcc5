import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import ListingLocationMap from '@client/features/properties/detail/location-map';
import { answer } from './network';
import { renderPart } from './render';

// A listing's own map (docs/product.md#listing-page): the search map's real outline, pinned at the
// listing's coordinates or, without them, at its city's centre and said to be approximate.

async function serveAtlas() {
  const { default: atlas } = await import('world-atlas/countries-50m.json');
  answer('GET', new URL(atlasUrl, location.href).pathname, { body: atlas });
}

const mapOf = (place: string) => page.getByRole('region', { name: `Map of the property's location: ${place}` });

/** The middle of an element's box on screen. */
const middle = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, bottom: r.bottom };
};

describe("the listing's map", () => {
  test('pins a listing with coordinates in the middle of a zoomed-in map, with its neighbourhood and the cities around', async () => {
    await serveAtlas();
    await renderPart(
      <div style={{ width: 640 }}>
        <ListingLocationMap latitude="24.6900" longitude="46.6850" city="Riyadh" neighborhood="Al Olaya" />
      </div>,
    );
    const map = mapOf('Al Olaya, Riyadh');
    await expect.element(map).toBeVisible();
    await expect.element(page.getByText('Al Olaya, Riyadh', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Pinned at the listing’s own coordinates.')).toBeVisible();
    await expect.element(page.getByText(/Approximate/)).not.toBeInTheDocument();
    // The real outline is drawn, and the nearby cities are named for bearings.
    await expect.poll(() => map.element().querySelectorAll('svg path').length).toBeGreaterThan(1);
    await expect.element(map.getByText('Riyadh', { exact: true })).toBeVisible();
    await expect.element(map.getByText('Buraidah', { exact: true })).toBeVisible();
    // The pin's tip is on the listing's spot, the middle of the map.
    const pin = map.element().querySelector('svg.lucide-map-pin')!;
    const frame = middle(map.element());
    expect(Math.abs(middle(pin).x - frame.x)).toBeLessThan(2);
    expect(Math.abs(middle(pin).bottom - frame.y)).toBeLessThan(2);

    // Zoomed in at first: the map zooms out to the whole country (then no further), and back.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect.element(zoomOut).not.toHaveAttribute('aria-disabled');
    await zoomOut.click();
    await zoomOut.click();
    await expect.element(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect.element(map.getByText('Jeddah', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the property' }).click();
    await expect.element(zoomOut).not.toHaveAttribute('aria-disabled');
    // The keyboard zooms too, with the map focused.
    await userEvent.click(map);
    await userEvent.keyboard('{-}{-}');
    await expect.element(zoomOut).toHaveAttribute('aria-disabled', 'true');
  });

  test("without coordinates, pins the city's centre and says the location is approximate", async () => {
    await serveAtlas();
    await renderPart(
      <div style={{ width: 375 }}>
        <ListingLocationMap latitude={null} longitude={null} city="Dammam" neighborhood="Al Faisaliyah" />
      </div>,
    );
    const map = mapOf('Al Faisaliyah, Dammam');
    await expect.element(map).toBeVisible();
    await expect.element(page.getByText('Approximate location: Al Faisaliyah, Dammam')).toBeVisible();
    await expect.element(page.getByText('No exact position was given: the pin marks the centre of Dammam.')).toBeVisible();
    await expect.element(map.getByText('Dammam', { exact: true })).toBeVisible();
    // The pin's tip is on Dammam's dot.
    const pin = map.element().querySelector('svg.lucide-map-pin')!;
    const dot = map.getByText('Dammam', { exact: true }).element().previousElementSibling!;
    expect(Math.abs(middle(pin).x - middle(dot).x)).toBeLessThan(2);
    expect(Math.abs(middle(pin).bottom - middle(dot).y)).toBeLessThan(2);
  });

  test('shows nothing for a place that is not on the map', async () => {
    const { screen } = await renderPart(<ListingLocationMap latitude={null} longitude={null} city="Atlantis" />);
    expect(screen.container.textContent).toBe('');
  });
});
