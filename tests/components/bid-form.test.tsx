import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BidForm } from '@client/features/properties/detail/bid-form';
import type { ApiSchema } from '@client/lib/api-client';
import { aProperty } from './builders';
import { answer, requestsTo, type SentRequest } from './network';
import { renderPart } from './render';

// The offer form on a listing's page (docs/product.md#offers-bids): what it refuses before sending,
// the hints drawn from the asking price, and what reaches POST /api/properties/{id}/bids.

const BIDS = '/api/properties/{id}/bids';
const property = aProperty({ id: 42, price: '1500000.00' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function aBid(overrides: Partial<ApiSchema['Bid']> = {}): ApiSchema['Bid'] {
  const at = '2026-01-02T10:00:00.000Z';
  return {
    id: 7,
    propertyId: 42,
    bidderId: 'user-1',
    bidAmount: '1450000.00',
    currency: 'SAR',
    message: null,
    status: 'pending',
    rejectionReason: null,
    validUntil: null,
    respondedAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

async function renderBidForm() {
  const onDone = vi.fn();
  const { screen } = await renderPart(<BidForm property={property} onDone={onDone} />, { path: '/properties/42' });
  return {
    onDone,
    amount: screen.getByLabelText('Bid Amount (SAR)'),
    message: screen.getByLabelText('Message (optional)'),
    validUntil: screen.getByLabelText('Valid Until (optional)'),
    submit: screen.getByRole('button', { name: 'Submit Bid' }),
  };
}

const keyOf = (request: SentRequest) => request.headers.get('idempotency-key');

/** The requests sent to place a bid, once there are `count` of them. */
async function bidRequests(count: number): Promise<SentRequest[]> {
  await expect.poll(() => requestsTo('POST', BIDS).length).toBe(count);
  return requestsTo('POST', BIDS);
}

describe('checks before sending', () => {
  test('the amount is required: the message is given beside the field and nothing is sent', async () => {
    const form = await renderBidForm();

    await userEvent.click(form.submit);

    await expect.element(form.amount).toHaveAccessibleDescription(/Bid amount is required/);
    await expect.element(form.amount).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', BIDS)).toHaveLength(0);
  });

  test.each([
    ['12.345', 'Bid amount must be a positive number with at most two decimals'],
    ['2600000.50', 'Offers are in whole riyals: leave out the halalas'],
    ['0', 'Bid amount must be greater than zero'],
    ['12345678901234', 'Bid amount is too large'],
  ])('the amount %s is refused with "%s" and nothing is sent', async (typed, expected) => {
    const form = await renderBidForm();

    await userEvent.fill(form.amount, typed);
    await userEvent.click(form.submit);

    await expect.element(form.amount).toHaveAccessibleDescription(new RegExp(expected));
    expect(requestsTo('POST', BIDS)).toHaveLength(0);
  });

  test('only digits and a decimal point can be typed, grouped by thousands as they are typed', async () => {
    const form = await renderBidForm();
    for (const [typed, shown] of [
      ['1450000', '1,450,000'],
      ['-5000', '5,000'],
      ['1e6', '16'],
      ['001,2 3', '123'],
    ]) {
      await userEvent.fill(form.amount, typed);
      await expect.element(form.amount).toHaveValue(shown);
    }
  });

  test('the suggested range comes from the asking price, and an amount outside it is still sent (a hint, not a rule)', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 201, body: aBid({ bidAmount: '1100000.00' }) });

    await expect.element(form.amount).toHaveAccessibleDescription('Suggested range: 1,200,000 – 1,500,000 SAR');
    await expect.element(form.amount).toHaveAttribute('placeholder', 'e.g. 1,200,000');

    await userEvent.fill(form.amount, '1100000');
    await userEvent.click(form.submit);

    const [sent] = await bidRequests(1);
    expect(sent.body).toMatchObject({ bidAmount: '1100000.00' });
  });

  test.each([
    ['100000', '6.7%'],
    ['300', '0.02%'],
    ['5000000', '333%'],
  ])(
    'an offer of %s (below half or above 1.5 times the asking price) asks first: "Your offer is %s of the asking price"',
    async (typed, percent) => {
      const form = await renderBidForm();
      answer('POST', BIDS, { status: 201, body: aBid({ bidAmount: `${typed}.00` }) });

      await userEvent.fill(form.amount, typed);
      await userEvent.click(form.submit);
      const question = page.getByRole('alertdialog');
      await expect.element(question.getByRole('heading')).toHaveTextContent(`Your offer is ${percent} of the asking price`);
      await userEvent.click(question.getByRole('button', { name: 'Change amount' }));
      await expect.element(form.amount).toHaveFocus();
      expect(requestsTo('POST', BIDS)).toHaveLength(0);

      await userEvent.click(form.submit);
      await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send offer' }));
      const [sent] = await bidRequests(1);
      expect(sent.body).toMatchObject({ bidAmount: `${typed}.00` });
    },
  );

  test('a message over 2000 characters is refused; 2000 are accepted', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 201, body: aBid() });
    await userEvent.fill(form.amount, '1450000');

    await userEvent.fill(form.message, 'a'.repeat(2001));
    await userEvent.click(form.submit);
    await expect.element(form.message).toHaveAccessibleDescription('Message must be at most 2000 characters');
    expect(requestsTo('POST', BIDS)).toHaveLength(0);

    await userEvent.fill(form.message, 'a'.repeat(2000));
    await userEvent.click(form.submit);
    const [sent] = await bidRequests(1);
    expect(sent.body).toMatchObject({ message: 'a'.repeat(2000) });
  });

  test('a validity date in the past is refused beside the field and nothing is sent', async () => {
    const form = await renderBidForm();

    await userEvent.fill(form.amount, '1450000');
    await userEvent.fill(form.validUntil, '2020-05-01T12:00');
    await userEvent.click(form.submit);

    await expect.element(form.validUntil).toHaveAccessibleDescription('Valid until must be in the future');
    await expect.element(form.amount).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('POST', BIDS)).toHaveLength(0);
  });
});

describe('sending the offer', () => {
  test('a valid offer is sent with its Idempotency-Key, the success is shown and the form closes', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 201, body: aBid({ message: 'Ready to close this month' }) });

    await userEvent.fill(form.amount, ' 1450000 ');
    await userEvent.fill(form.message, '  Ready to close this month  ');
    await userEvent.fill(form.validUntil, '2099-12-31T18:30');
    await userEvent.click(form.submit);

    const [sent] = await bidRequests(1);
    expect(sent.path).toBe('/api/properties/42/bids');
    expect(sent.body).toEqual({
      bidAmount: '1450000.00',
      currency: 'SAR',
      message: 'Ready to close this month',
      status: 'pending',
      // The browser's local time, sent as the instant it names.
      validUntil: new Date(2099, 11, 31, 18, 30).toISOString(),
    });
    expect(keyOf(sent)).toMatch(UUID);
    await expect.element(page.getByText('Bid Submitted')).toBeVisible();
    await expect.element(page.getByText('Your offer has been sent to the seller.')).toBeVisible();
    expect(form.onDone).toHaveBeenCalledTimes(1);
    await expect.element(form.amount).toHaveValue('');
    await expect.element(form.message).toHaveValue('');
  });

  test('an empty message and no date are left out of the body', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 201, body: aBid() });

    await userEvent.fill(form.amount, '1500000');
    await userEvent.fill(form.message, '   ');
    await userEvent.click(form.submit);

    const [sent] = await bidRequests(1);
    expect(sent.body).toEqual({ bidAmount: '1500000.00', currency: 'SAR', status: 'pending' });
  });

  test('while the offer is on its way the button says so and nothing more is sent', async () => {
    const form = await renderBidForm();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer('POST', BIDS, async () => {
      await held;
      return { status: 201, body: aBid() };
    });

    await userEvent.fill(form.amount, '1450000');
    await userEvent.click(form.submit);

    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await expect.element(submitting).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.type(form.amount, '{Enter}');
    release();

    await expect.element(page.getByText('Bid Submitted')).toBeVisible();
    expect(requestsTo('POST', BIDS)).toHaveLength(1);
  });

  test('after a failure the same offer is sent again with the same key; an edited offer gets its own key', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 503, body: { message: 'Service temporarily unavailable' } });

    await userEvent.fill(form.amount, '1450000');
    await userEvent.click(form.submit);
    await expect.element(page.getByText('Service temporarily unavailable')).toBeVisible();
    await userEvent.click(form.submit);
    await userEvent.fill(form.amount, '1460000');
    await userEvent.click(form.submit);
    await userEvent.fill(form.amount, '1450000.00'); // the first offer again, written differently
    await userEvent.click(form.submit);

    const [first, retry, edited, back] = await bidRequests(4);
    expect(keyOf(first)).toMatch(UUID);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(edited.body).toMatchObject({ bidAmount: '1460000.00' });
    expect(keyOf(edited)).toMatch(UUID);
    expect(keyOf(edited)).not.toBe(keyOf(first));
    expect(keyOf(back)).toBe(keyOf(first));
  });

  test('after a success, making the same offer again is a new bid with a new key', async () => {
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 201, body: aBid() });

    await userEvent.fill(form.amount, '1450000');
    await userEvent.click(form.submit);
    await bidRequests(1);
    await expect.element(form.amount).toHaveValue('');
    await userEvent.fill(form.amount, '1450000');
    await userEvent.click(form.submit);

    const [first, second] = await bidRequests(2);
    expect(keyOf(second)).toMatch(UUID);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  test('a 400 from the server: the message is told, stands beside its field, and the offer stays in the form', async () => {
    const form = await renderBidForm();
    const refusal = 'Valid until must be in the future';
    answer('POST', BIDS, { status: 400, body: { message: refusal, errors: { validUntil: refusal } } });

    await userEvent.fill(form.amount, '1450000');
    await userEvent.fill(form.validUntil, '2099-01-01T09:00');
    await userEvent.click(form.submit);

    await bidRequests(1);
    await expect.element(page.getByText('Error', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect.element(form.validUntil).toHaveAttribute('aria-invalid', 'true');
    await expect.element(form.amount).toHaveValue('1,450,000');
    await expect.element(form.validUntil).toHaveValue('2099-01-01T09:00');
    expect(form.onDone).not.toHaveBeenCalled();
  });

  test('a 401 (the session ended) says so and loads the sign-in page, coming back here', async () => {
    // The app leaves for the sign-in page with window.location; the test page must stay, so the
    // navigation is recorded and cancelled (Navigation API).
    const attempted: string[] = [];
    const hold = (event: NavigateEvent) => {
      attempted.push(event.destination.url);
      event.preventDefault();
    };
    navigation.addEventListener('navigate', hold);
    onTestFinished(() => navigation.removeEventListener('navigate', hold));
    const form = await renderBidForm();
    answer('POST', BIDS, { status: 401, body: { message: 'Unauthorized' } });

    await userEvent.fill(form.amount, '1450000');
    await userEvent.click(form.submit);

    await bidRequests(1);
    await expect.element(page.getByText('You are logged out. Logging in again...')).toBeVisible();
    await expect.poll(() => attempted.length).toBe(1);
    const target = new URL(attempted[0]);
    expect(target.pathname).toBe('/api/login');
    expect(target.searchParams.get('returnTo')).toBe(window.location.pathname + window.location.search);
    expect(form.onDone).not.toHaveBeenCalled();
  });
});
