import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ListingForm } from '@client/features/sell/listing-form';
import { EditListingForm } from '@client/features/listings/edit-listing-form';
import { loadCatalogs } from '@client/lib/i18n';
import { aProperty } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// The messages with values (labels naming the currency, counts) come from the pages' catalogs.
beforeAll(() => loadCatalogs(['listing-form', 'sell', 'listings']));

// The Advertising licence section of the listing forms (docs/product.md#ad-licence-and-deed): each field says its
// format; the shared checks' messages show beside the fields before any request, and the server's
// (a deed another listing holds) after one; the licence's last day goes out as typed and comes back
// as the same day; an edit is not blocked by a stored licence that has run out since.

const CREATE = '/api/properties';
const UPDATE = '/api/properties/{id}';
/** A morning in Riyadh a week before the stored licence's last day (Dec 3, 2026). */
const BEFORE_EXPIRY = new Date('2026-11-26T06:00:00Z');

/** A field by its label, with or without the required asterisk. */
const field = (label: string) => page.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const adLicence = () => field('Ad licence number');
const validUntil = () => field('Licence valid until');
const fal = () => field('FAL licence number');
const deed = () => field('Deed number');

/** Only the clock the checks read is set; the timers userEvent needs keep running. */
const todayIs = (now: Date) => vi.useFakeTimers({ now, toFake: ['Date'] });

async function choose(combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function renderSell() {
  await renderPart(<ListingForm onCreated={vi.fn()} />, { path: '/sell' });
  await field('Property Title').fill('Family villa in Al Malqa');
  await field('Description').fill('A bright family villa close to schools and shops.');
  await choose('Property Type', 'Villa');
  await choose('City', 'Riyadh');
  await field('Price (SAR)').fill('1,500,000');
  return { submit: () => userEvent.click(page.getByRole('button', { name: 'List Property' })) };
}

describe('the Advertising licence section of /sell', () => {
  test('each field says its format', async () => {
    await renderSell();
    await expect.element(page.getByRole('group', { name: 'Advertising licence' })).toBeVisible();
    await expect.element(adLicence()).toHaveAccessibleDescription('The 10 digits of the REGA advertising licence.');
    await expect.element(validUntil()).toHaveAccessibleDescription('The last day the licence is in force (Riyadh time).');
    await expect.element(fal()).toHaveAccessibleDescription("10 digits: the advertiser's FAL brokerage licence.");
    await expect.element(deed()).toHaveAccessibleDescription('10 to 14 digits, from the title deed. One active listing per deed.');
  });

  test('wrong formats get the shared messages beside the fields, and nothing is sent', async () => {
    todayIs(BEFORE_EXPIRY);
    const form = await renderSell();
    await adLicence().fill('710012345');
    await validUntil().fill('2026-11-20');
    await fal().fill('11009876543');
    await deed().fill('31011');

    await form.submit();

    await expect.element(adLicence()).toHaveAccessibleDescription(/Ad licence number must be 10 digits/);
    await expect.element(validUntil()).toHaveAccessibleDescription(/Ad licence expiry must be a date in the future/);
    await expect.element(fal()).toHaveAccessibleDescription(/FAL licence number must be 10 digits/);
    await expect.element(deed()).toHaveAccessibleDescription(/Deed number must be 10 to 14 digits/);
    await expect.element(adLicence()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', CREATE)).toHaveLength(0);
  });

  test('a number without its expiry is asked for the date; clearing the number clears the date and the message', async () => {
    const form = await renderSell();
    await adLicence().fill('7100123456');
    await form.submit();
    await expect.element(validUntil()).toHaveAccessibleDescription(/Ad licence expiry is required with an ad licence number/);

    await validUntil().fill('2027-03-31');
    await adLicence().clear();

    await expect.element(validUntil()).toHaveValue('');
    await expect.element(page.getByText(/is required with/)).not.toBeInTheDocument();
  });

  test('the licence goes out as typed: the day, and the numbers in Western digits without spaces or dashes', async () => {
    todayIs(BEFORE_EXPIRY);
    answer('POST', CREATE, { status: 201, body: aProperty({ id: 9 }) });
    const form = await renderSell();
    await adLicence().fill('٧١٠٠١٢٣٤٥٦');
    await validUntil().fill('2027-03-31');
    await fal().fill('1100 987 654');
    await deed().fill('3101-1223-3445');

    await form.submit();

    await expect.poll(() => requestsTo('POST', CREATE)).toHaveLength(1);
    expect(requestsTo('POST', CREATE)[0].body).toMatchObject({
      adLicenseNumber: '7100123456',
      adLicenseExpiresAt: '2027-03-31',
      falLicenseNumber: '1100987654',
      deedNumber: '310112233445',
    });
  });

  test("the server's deed conflict shows under the Deed number, which takes the focus", async () => {
    const holder = 'Deed number 310112233445 is already on an active listing (#17)';
    answer('POST', CREATE, { status: 409, body: { message: holder, errors: { deedNumber: holder } } });
    const form = await renderSell();
    await deed().fill('310112233445');

    await form.submit();

    await expect.element(deed()).toHaveAccessibleDescription(new RegExp(`${holder.replace(/[()#]/g, '\\$&')}$`));
    await expect.element(deed()).toHaveFocus();
  });
});

describe("the Advertising licence section of My Listings' Edit", () => {
  const licensed = aProperty({
    id: 21,
    adLicenseNumber: '7100123456',
    // In force through Dec 3, 2026 in Riyadh.
    adLicenseExpiresAt: '2026-12-03T21:00:00.000Z',
    falLicenseNumber: '1100987654',
    deedNumber: '310112233445',
  });

  async function renderEdit() {
    answer('PUT', UPDATE, { body: licensed });
    await renderPart(<EditListingForm property={licensed} onSaved={vi.fn()} onCancel={vi.fn()} />, { path: '/my-listings/21/edit' });
    return { save: () => userEvent.click(page.getByRole('button', { name: 'Save Changes' })) };
  }

  test('shows the stored licence with its last day, and sends a renewed day as typed', async () => {
    todayIs(BEFORE_EXPIRY);
    const form = await renderEdit();
    await expect.element(adLicence()).toHaveValue('7100123456');
    await expect.element(validUntil()).toHaveValue('2026-12-03');
    await expect.element(deed()).toHaveValue('310112233445');

    await validUntil().fill('2027-06-30');
    await form.save();

    await expect.poll(() => requestsTo('PUT', UPDATE)).toHaveLength(1);
    expect(requestsTo('PUT', UPDATE)[0].body).toMatchObject({ adLicenseNumber: '7100123456', adLicenseExpiresAt: '2027-06-30' });
  });

  test('a licence that has run out since does not stop saving other fields, and says how to renew it', async () => {
    todayIs(new Date('2026-12-10T06:00:00Z'));
    const form = await renderEdit();
    await expect
      .element(validUntil())
      .toHaveAccessibleDescription(
        "This licence was in force until Dec 3, 2026. Enter the renewed licence's date to put the listing back on the search.",
      );

    await field('Property Title').fill('Villa in Al Olaya, renovated');
    await form.save();

    await expect.poll(() => requestsTo('PUT', UPDATE)).toHaveLength(1);
    const body = requestsTo('PUT', UPDATE)[0].body as Record<string, unknown>;
    expect(body.title).toBe('Villa in Al Olaya, renovated');
    expect(body).not.toHaveProperty('adLicenseExpiresAt');
  });

  test('clearing the number clears the licence', async () => {
    todayIs(BEFORE_EXPIRY);
    const form = await renderEdit();
    await adLicence().clear();
    await expect.element(validUntil()).toHaveValue('');

    await form.save();

    await expect.poll(() => requestsTo('PUT', UPDATE)).toHaveLength(1);
    expect(requestsTo('PUT', UPDATE)[0].body).toMatchObject({ adLicenseNumber: null, adLicenseExpiresAt: null });
  });
});
