import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { EMPTY_FILTERS } from '@client/features/properties/buy/search-params';
import { advancedButton, advancedDialog, choose, renderPanel } from './buy-search';

// The search panel's Advanced dialog: its draft, what Apply Filters hands to the page, and that it
// opens without raising a phone's keyboard and keeps its buttons in view.

describe('Advanced dialog', () => {
  test('the badge shows how many filters are active, and the name a screen reader hears starts with what is seen', async () => {
    await renderPanel({}, 3);
    // "Advanced 3" on screen; "Advanced 3 active filters" heard (WCAG 2.5.3: the name holds the visible words).
    await expect.element(advancedButton()).toHaveAccessibleName('Advanced 3 active filters');
    expect(advancedButton().element().textContent).toMatch(/^\s*Advanced\s*3/);
    await expect.element(page.getByText('3', { exact: true })).toBeVisible();
  });

  test('one active filter is named in the singular', async () => {
    await renderPanel({}, 1);
    await expect.element(advancedButton()).toHaveAccessibleName('Advanced 1 active filter');
  });

  test('without active filters there is no badge', async () => {
    await renderPanel({}, 0);
    await expect.element(page.getByRole('button', { name: 'Advanced', exact: true })).toBeVisible();
    await expect.element(advancedButton()).toHaveTextContent(/^\s*Advanced\s*$/);
  });

  test("Apply Filters sends the dialog's fields with the basic draft, once, and closes the dialog", async () => {
    const { onSearch, lastSearch } = await renderPanel();
    // A basic field changed but not searched yet goes with the advanced ones.
    await choose('City', 'Jeddah');

    await advancedButton().click();
    await page.getByLabelText('Neighborhood').fill('  Al Rawdah  ');
    await choose('Bedrooms', '3+ BR');
    await choose('Bathrooms', '2+ BA');
    await choose('Parking', 'No parking');
    await page.getByLabelText('Year Built').fill('2015');
    await page.getByLabelText('Min Area (sqm)').fill('120');
    await page.getByLabelText('Max Area (sqm)').fill('400');
    await page.getByRole('switch', { name: 'Furnished' }).click();
    await page.getByRole('checkbox', { name: 'Gym' }).click();
    await page.getByRole('checkbox', { name: 'Pool' }).click();
    expect(onSearch).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Apply Filters' }).click();

    // It searches once the dialog has closed (the page then moves focus to the results).
    await expect.poll(() => onSearch.mock.calls.length).toBe(1);
    expect(lastSearch()).toEqual({
      ...EMPTY_FILTERS,
      city: 'Jeddah',
      neighborhood: 'Al Rawdah',
      bedrooms: 3,
      bathrooms: 2,
      parking: 0,
      yearBuilt: 2015,
      minArea: 120,
      maxArea: 400,
      furnished: true,
      amenities: ['gym', 'pool'],
    });
    await expect.element(advancedDialog()).not.toBeInTheDocument();
  });

  test('a year outside 1900–2030 or a fractional area is refused by its field; corrected, it is applied', async () => {
    const { onSearch, lastSearch } = await renderPanel({ yearBuilt: 2001, minArea: 50, maxArea: 90 });
    const year = page.getByLabelText('Year Built');
    const minArea = page.getByLabelText('Min Area (sqm)');
    const apply = page.getByRole('button', { name: 'Apply Filters' });

    await advancedButton().click();
    await expect.element(year).toHaveValue('2001');
    await year.fill('1850');
    await apply.click();
    await year.fill('2150');
    await apply.click();
    expect(onSearch).not.toHaveBeenCalled();
    await expect.element(advancedDialog()).toBeVisible();
    expect((year.element() as HTMLInputElement).validationMessage).toBe('Please enter a number from 1900 to 2030.');

    await year.fill('2020');
    await minArea.fill('120.75');
    await apply.click();
    expect(onSearch).not.toHaveBeenCalled();
    expect((minArea.element() as HTMLInputElement).validationMessage).toBe('Please enter a whole number, like 150.');

    await minArea.fill('120');
    await page.getByLabelText('Max Area (sqm)').clear();
    await apply.click();
    await expect.poll(() => onSearch.mock.calls.length).toBe(1);
    expect(lastSearch()).toMatchObject({ yearBuilt: 2020, minArea: 120, maxArea: null });
  });

  test('Cancel discards the changes: nothing is searched and the next opening shows the search in force', async () => {
    const { onSearch } = await renderPanel({ neighborhood: 'Al Olaya', bedrooms: 2, minArea: 100, amenities: ['pool'] });

    await advancedButton().click();
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('Al Olaya');
    await page.getByLabelText('Neighborhood').fill('Hittin');
    await choose('Bedrooms', '5+ BR');
    await page.getByLabelText('Min Area (sqm)').fill('999');
    await page.getByRole('checkbox', { name: 'Pool' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(advancedDialog()).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await advancedButton().click();
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('Al Olaya');
    await expect.element(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveTextContent('2+ BR');
    await expect.element(page.getByLabelText('Min Area (sqm)')).toHaveValue('100');
    await expect.element(page.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
  });

  test('Clear All Filters clears every filter the badge counts (basic ones too), says so, and searches only on Apply', async () => {
    const { onSearch, lastSearch } = await renderPanel(
      {
        mode: 'rent',
        q: 'sea view',
        city: 'Riyadh',
        propertyType: 'villa',
        minPrice: 1000,
        neighborhood: 'Al Olaya',
        bedrooms: 4,
        bathrooms: 3,
        parking: 1,
        yearBuilt: 2010,
        minArea: 100,
        maxArea: 300,
        furnished: true,
        amenities: ['pool', 'security'],
      },
      14,
    );

    await advancedButton().click();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();

    await expect.element(advancedDialog()).toBeVisible();
    await expect
      .element(advancedDialog().getByRole('status'))
      .toHaveTextContent('Apply Filters clears every filter: the keyword, city, type and price too.');
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('');
    for (const select of ['Bedrooms', 'Bathrooms', 'Parking']) {
      await expect.element(page.getByRole('combobox', { name: select })).toHaveTextContent('Any');
    }
    for (const field of ['Year Built', 'Min Area (sqm)', 'Max Area (sqm)']) {
      await expect.element(page.getByLabelText(field)).toHaveValue('');
    }
    await expect.element(page.getByRole('switch', { name: 'Furnished' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: '24/7 Security' })).not.toBeChecked();
    expect(onSearch).not.toHaveBeenCalled();

    await page.getByRole('button', { name: 'Apply Filters' }).click();
    // Every filter goes; Buy/Rent is not a filter and stays.
    await expect.poll(lastSearch).toEqual({ ...EMPTY_FILTERS, mode: 'rent' });
  });

  test('after Clear All Filters, filters chosen again are applied alone; Cancel and a new opening start over', async () => {
    const { onSearch, lastSearch } = await renderPanel({ city: 'Riyadh', bedrooms: 4 }, 2);

    await advancedButton().click();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(advancedDialog()).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    // A new opening shows the search in force, with nothing cleared.
    await advancedButton().click();
    await expect.element(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveTextContent('4+ BR');
    await expect.element(advancedDialog().getByRole('status')).toHaveTextContent('');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await choose('Bathrooms', '2+ BA');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(lastSearch).toEqual({ ...EMPTY_FILTERS, bathrooms: 2 });
  });

  test('a number written with an exponent ("1.5e6") is refused with a message, not dropped; digits are applied', async () => {
    const { onSearch, lastSearch } = await renderPanel();
    const minArea = page.getByLabelText('Min Area (sqm)');

    await advancedButton().click();
    await minArea.fill('1e3');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(onSearch).not.toHaveBeenCalled();
    await expect.element(advancedDialog()).toBeVisible();
    expect((minArea.element() as HTMLInputElement).validationMessage).toBe('Please use digits only, like 150.');

    await minArea.fill('1000');
    expect((minArea.element() as HTMLInputElement).validationMessage).toBe('');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => lastSearch()?.minArea).toBe(1000);
  });

  test('an area range given the wrong way round is applied the right way round', async () => {
    const { lastSearch } = await renderPanel();
    await advancedButton().click();
    await page.getByLabelText('Min Area (sqm)').fill('400');
    await page.getByLabelText('Max Area (sqm)').fill('120');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(lastSearch).toEqual({ ...EMPTY_FILTERS, minArea: 120, maxArea: 400 });
  });

  test('opens on itself, not on a field (a phone would raise its keyboard); Cancel gives focus back to Advanced', async () => {
    await renderPanel();
    await advancedButton().click();
    await expect.element(advancedDialog()).toHaveFocus();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(advancedDialog()).not.toBeInTheDocument();
    await expect.element(advancedButton()).toHaveFocus();
  });

  test('on a phone it fills the screen, and its buttons stay in view while the fields scroll', async () => {
    await page.viewport(375, 667);
    try {
      await renderPanel();
      await advancedButton().click();
      // (Once its short opening animation has run.)
      await expect
        .poll(() => {
          const box = advancedDialog().element().getBoundingClientRect();
          return [box.top, box.height];
        })
        .toEqual([0, window.innerHeight]);
      const inView = (el: Element) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight;
      // Down to the last amenity: the first field scrolls away, Apply Filters and Cancel stay.
      page.getByRole('checkbox', { name: 'Balcony' }).element().scrollIntoView();
      await expect.poll(() => inView(page.getByLabelText('Neighborhood').element())).toBe(false);
      expect(inView(page.getByRole('button', { name: 'Apply Filters' }).element())).toBe(true);
      expect(inView(page.getByRole('button', { name: 'Cancel' }).element())).toBe(true);
    } finally {
      await page.viewport(1280, 900);
    }
  });
});
