import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link } from 'wouter';
import { ListingForm } from '@client/features/sell/listing-form';
import { EditListingForm } from '@client/features/listings/edit-listing-form';
import { loadCatalogs } from '@client/lib/i18n';
import { aProperty } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// The messages with values (labels naming the currency, counts) come from the pages' catalogs.
beforeAll(() => loadCatalogs(['listing-form', 'sell', 'listings']));

// The sellers' listing forms (docs/product.md#listing-forms): the shared listing rules' messages
// beside the fields before any request; For Rent asks for the rent period, For Sale and For Rent
// together for the rent price; the Price reads as the sale price or the rent; what is sent.

const CREATE = '/api/properties';
const UPDATE = '/api/properties/{id}';

async function choose(combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.element(page.getByRole('combobox', { name: combobox, exact: true })).toHaveTextContent(option);
}

/** A field by its label ("Price (SAR)" matches the label "Price (SAR) *" of a required field, not "Sale Price (SAR)"). */
const field = (label: string) => page.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const forSale = () => page.getByRole('switch', { name: 'For Sale' });
const forRent = () => page.getByRole('switch', { name: 'For Rent' });

async function renderSell() {
  const onCreated = vi.fn();
  await renderPart(<ListingForm onCreated={onCreated} />, { path: '/sell' });
  return { onCreated, submit: () => userEvent.click(page.getByRole('button', { name: 'List Property' })) };
}

/** The fields every listing needs, filled validly. */
async function fillBasics() {
  await field('Property Title').fill('Family villa in Al Malqa');
  await field('Description').fill('A bright family villa close to schools and shops.');
  await choose('Property Type', 'Villa');
  await choose('City', 'Riyadh');
}

describe('the /sell form: checks before sending', () => {
  test('a short title and description get the shared messages beside them, and nothing is sent', async () => {
    const form = await renderSell();
    await field('Property Title').fill('Vila');
    await field('Description').fill('Too short');

    await form.submit();

    await expect.element(field('Property Title')).toHaveAccessibleDescription('Title must be at least 5 characters');
    await expect.element(field('Description')).toHaveAccessibleDescription('Description must be at least 20 characters');
    await expect.element(field('Price (SAR)')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', CREATE)).toHaveLength(0);
  });

  test('neither for sale nor for rent: the rule shows beside the switches, and goes once one is on', async () => {
    const form = await renderSell();
    await fillBasics();
    await field('Price (SAR)').fill('1,500,000');
    await userEvent.click(forSale());

    await form.submit();

    await expect.element(forSale()).toHaveAccessibleDescription('A listing must be for sale, for rent or both');
    await expect.element(forRent()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', CREATE)).toHaveLength(0);

    await userEvent.click(forRent());
    await expect.element(page.getByText('A listing must be for sale, for rent or both')).not.toBeInTheDocument();
    // Now for rent: the period is asked for, and the price is the rent.
    await expect
      .element(page.getByRole('combobox', { name: 'Rent Period' }))
      .toHaveAccessibleDescription('Rent period is required for a listing for rent');
    await expect.element(field('Rent (SAR)')).toHaveValue('1,500,000');
  });

  test('for sale and for rent: the price is the sale price, and the rent period and rent price are required', async () => {
    const form = await renderSell();
    await fillBasics();
    await expect.element(page.getByRole('combobox', { name: 'Rent Period' })).not.toBeInTheDocument();

    await userEvent.click(forRent());
    await expect.element(field('Sale Price (SAR)')).toBeInTheDocument();
    await expect.element(field('Rent Price (SAR)')).toBeInTheDocument();
    await field('Sale Price (SAR)').fill('2,500,000');

    await form.submit();

    await expect
      .element(page.getByRole('combobox', { name: 'Rent Period' }))
      .toHaveAccessibleDescription('Rent period is required for a listing for rent');
    await expect
      .element(field('Rent Price (SAR)'))
      .toHaveAccessibleDescription('Rent price is required for a listing both for sale and for rent');
    expect(requestsTo('POST', CREATE)).toHaveLength(0);

    await choose('Rent Period', 'Monthly');
    await expect.element(field('Rent Price (SAR / month)')).toBeInTheDocument();
  });
});

describe('the /sell form: what is sent', () => {
  test('a listing for sale and for rent sends its sale price, rent period and rent price (commas stripped)', async () => {
    answer('POST', CREATE, { status: 201, body: aProperty({ id: 9 }) });
    const form = await renderSell();
    await fillBasics();
    await userEvent.click(forRent());
    await field('Sale Price (SAR)').fill('2,500,000');
    await choose('Rent Period', 'Yearly');
    await field('Rent Price (SAR / year)').fill('150,000');

    await form.submit();

    await expect.poll(() => requestsTo('POST', CREATE)).toHaveLength(1);
    expect(requestsTo('POST', CREATE)[0].body).toMatchObject({
      title: 'Family villa in Al Malqa',
      forSale: true,
      forRent: true,
      price: '2500000',
      rentPeriod: 'yearly',
      rentPrice: '150000',
    });
    await expect.poll(() => form.onCreated.mock.calls.length).toBe(1);
  });

  test('the Arabic title and description go with it, and numbers typed in Arabic-Indic digits arrive as Latin ones', async () => {
    answer('POST', CREATE, { status: 201, body: aProperty({ id: 11 }) });
    const form = await renderSell();
    await fillBasics();
    await field('Arabic title').fill('فيلا عائلية في الملقا');
    await field('Arabic text').fill('فيلا عائلية مشرقة قريبة من المدارس والأسواق.');
    await expect.element(field('Arabic title')).toHaveAttribute('dir', 'rtl');
    await field('Price (SAR)').fill('١٬٥٠٠٬٠٠٠');
    await field('Bedrooms').fill('٤');
    await field('Area (m²)').fill('٤٢٠٫٥');
    await expect.element(field('Bedrooms')).toHaveValue('4');

    await form.submit();

    await expect.poll(() => requestsTo('POST', CREATE)).toHaveLength(1);
    expect(requestsTo('POST', CREATE)[0].body).toMatchObject({
      titleAr: 'فيلا عائلية في الملقا',
      descriptionAr: 'فيلا عائلية مشرقة قريبة من المدارس والأسواق.',
      price: '1500000',
      bedrooms: 4,
      area: '420.5',
    });
  });

  test("a rent-only listing's price is its rent: the label says so, and no rent price is sent", async () => {
    answer('POST', CREATE, { status: 201, body: aProperty({ id: 10 }) });
    const form = await renderSell();
    await fillBasics();
    await userEvent.click(forRent());
    await userEvent.click(forSale());
    await choose('Rent Period', 'Monthly');
    await expect.element(field('Rent Price (SAR / month)')).not.toBeInTheDocument();
    await field('Rent (SAR / month)').fill('6,000');

    await form.submit();

    await expect.poll(() => requestsTo('POST', CREATE)).toHaveLength(1);
    expect(requestsTo('POST', CREATE)[0].body).toMatchObject({
      forSale: false,
      forRent: true,
      price: '6000',
      rentPeriod: 'monthly',
      rentPrice: null,
    });
  });
});

describe('the /sell form keeps what was typed', () => {
  test('Clear Form asks first: Keep editing keeps everything, Clear Form empties it; with nothing typed nothing is asked', async () => {
    await renderSell();
    await field('Property Title').fill('Family villa in Al Malqa');
    await field('Price (SAR)').fill('1500000');

    await userEvent.click(page.getByRole('button', { name: 'Clear Form' }));
    const question = page.getByRole('alertdialog', { name: 'Clear the form?' });
    await userEvent.click(question.getByRole('button', { name: 'Keep editing' }));
    await expect.element(question).not.toBeInTheDocument();
    await expect.element(field('Property Title')).toHaveValue('Family villa in Al Malqa');
    await expect.element(page.getByRole('button', { name: 'Clear Form' })).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'Clear Form' }));
    await userEvent.click(question.getByRole('button', { name: 'Clear Form' }));
    await expect.element(field('Property Title')).toHaveValue('');
    await expect.element(field('Price (SAR)')).toHaveValue('');

    await userEvent.click(page.getByRole('button', { name: 'Clear Form' }));
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });

  test('a link of the app asks before the typed listing is left; staying keeps it, leaving follows the link', async () => {
    // The form stays rendered whatever the path (no routes here): the path history tells where links went.
    const { history } = await renderPart(
      <>
        <Link href="/invest">Invest</Link>
        <Link href="/buy">Buy</Link>
        <ListingForm onCreated={vi.fn()} />
      </>,
      { path: '/sell' },
    );
    // Nothing typed yet: a link just goes.
    await userEvent.click(page.getByRole('link', { name: 'Invest' }));
    expect(history.at(-1)).toBe('/invest');

    await field('Property Title').fill('Family villa in Al Malqa');
    await userEvent.click(page.getByRole('link', { name: 'Buy' }));
    const question = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(question.getByRole('button', { name: 'Stay on this page' }));
    await expect.element(question).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/invest');
    await expect.element(field('Property Title')).toHaveValue('Family villa in Al Malqa');
    await expect.element(page.getByRole('link', { name: 'Buy' })).toHaveFocus();

    await userEvent.click(page.getByRole('link', { name: 'Buy' }));
    await userEvent.click(question.getByRole('button', { name: 'Leave without saving' }));
    await expect.poll(() => history.at(-1)).toBe('/buy');
  });
});

describe("My Listings' Edit", () => {
  const rentOnly = aProperty({
    id: 21,
    forSale: false,
    forRent: true,
    price: '69000.00',
    priceSar: '69000.00',
    rentPeriod: 'yearly',
    yearlyRentSar: '69000.00',
    pricePerSqm: null,
  });

  async function renderEdit(property = rentOnly) {
    const onSaved = vi.fn();
    await renderPart(<EditListingForm property={property} onSaved={onSaved} onCancel={vi.fn()} />, { path: '/my-listings' });
    return { onSaved, save: () => userEvent.click(page.getByRole('button', { name: 'Save Changes' })) };
  }

  test('a rent-only listing is filled with its rent and period', async () => {
    await renderEdit();
    await expect.element(field('Rent (SAR / year)')).toHaveValue('69,000');
    await expect.element(page.getByRole('combobox', { name: 'Rent Period' })).toHaveTextContent('Yearly');
    await expect.element(forSale()).toHaveAttribute('aria-checked', 'false');
  });

  test('put up for sale too, its rent moves to the rent price and the sale price is asked for', async () => {
    answer('PUT', UPDATE, { body: rentOnly });
    const form = await renderEdit();

    await userEvent.click(forSale());

    await expect.element(field('Rent Price (SAR / year)')).toHaveValue('69,000');
    await expect.element(field('Sale Price (SAR)')).toHaveValue('');
    await form.save();
    await expect.element(field('Sale Price (SAR)')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PUT', UPDATE)).toHaveLength(0);

    await field('Sale Price (SAR)').fill('1,200,000');
    await form.save();

    await expect.poll(() => requestsTo('PUT', UPDATE)).toHaveLength(1);
    expect(requestsTo('PUT', UPDATE)[0].body).toMatchObject({
      forSale: true,
      forRent: true,
      price: '1200000',
      rentPeriod: 'yearly',
      rentPrice: '69000',
    });
    await expect.poll(() => form.onSaved.mock.calls.length).toBe(1);
  });

  test('a listing in another currency labels its prices in it', async () => {
    await renderEdit(aProperty({ id: 22, currency: 'USD', forRent: true, rentPeriod: 'monthly', rentPrice: '4000.00' }));
    await expect.element(field('Sale Price (USD)')).toHaveValue('2,500,000');
    await expect.element(field('Rent Price (USD / month)')).toHaveValue('4,000');
  });
});
