import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RISK_STATEMENT } from '@shared/constants';
import { InvestCard } from '@client/features/investments/invest-card';
import { PAYMENT_TIMINGS } from '@client/features/investments/payment-dialog';
import { aHolding, anInvestment } from './builders';
import { answer, requestsTo, type Reply, type SentRequest } from './network';
import { renderPart, signInAs } from './render';
import type { ApiSchema } from '@client/lib/api-client';

// The Invest Now card (docs/product.md#investments, #paying): the amount it refuses before any payment,
// the sign-in it asks of a visitor, the risks confirmed before a first investment, the deadline, and
// what reaches POST /api/user/investments after the simulated payment.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.

const INVEST = '/api/user/investments';
const REFERENCE = 'MNZ-2026-000123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Minimum 25,000 SAR; 1,000,000 to raise of which 900,000 raised: 100,000 SAR remain.
const opportunity = anInvestment({ id: 7, minimumInvestment: '25000.00', totalFunding: '1000000.00', currentFunding: '900000.00' });
const FAILED = 'Failed to process investment. Please try again.';

/**
 * Signed in: the session hint the client looks for, the current-user call answering a user, and their
 * holdings (none: the next investment is their first in the opportunity).
 */
function signIn(holdings: ApiSchema['Holding'][] = []) {
  document.cookie = 'manzil_auth=1; path=/';
  onTestFinished(() => {
    document.cookie = 'manzil_auth=; path=/; max-age=0';
  });
  signInAs();
  answer('GET', INVEST, { body: holdings });
}

const investNow = () => page.getByRole('button', { name: 'Invest Now' });
const amountField = () => page.getByLabelText('Investment Amount (SAR)');
const proceed = () => page.getByRole('button', { name: 'Proceed to Payment' });
const paymentDialog = () => page.getByRole('dialog');

async function renderCard(investment = opportunity) {
  await renderPart(<InvestCard investment={investment} />, { path: '/invest/7' });
}

/** Signed in, the card rendered and Invest Now pressed: the amount form is open. */
async function openAmountForm(holdings: ApiSchema['Holding'][] = []) {
  signIn(holdings);
  await renderCard();
  await expect.element(investNow()).toBeEnabled();
  await userEvent.click(investNow());
  await expect.element(amountField()).toBeVisible();
}

const riskBox = () => page.getByRole('checkbox', { name: 'I have read and understood the risks' });

/** Chooses PayTabs, confirms the risks when asked, and pays; the simulated steps pass on a fake clock. */
async function payWithPayTabs() {
  await userEvent.click(page.getByRole('radio', { name: /PayTabs/ }));
  if (riskBox().query()) await userEvent.click(riskBox());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await userEvent.click(page.getByRole('button', { name: /^Pay / }));
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMINGS.processingMs + PAYMENT_TIMINGS.successPauseMs);
  } finally {
    vi.useRealTimers();
  }
}

/** Enters the amount, proceeds, and pays with PayTabs. */
async function investWithPayTabs(amount: string) {
  await userEvent.fill(amountField(), amount);
  await userEvent.click(proceed());
  await payWithPayTabs();
}

/** The requests sent to invest, once there are `count` of them. */
async function investRequests(count: number): Promise<SentRequest[]> {
  await expect.poll(() => requestsTo('POST', INVEST).length).toBe(count);
  return requestsTo('POST', INVEST);
}

const keyOf = (request: SentRequest) => request.headers.get('idempotency-key');

describe('the amount', () => {
  test.each([
    ['24999.99', 'The minimum investment is 25,000 SAR'],
    ['100000.01', 'Only 100,000 SAR of funding remains'],
    ['25000.125', 'Enter an amount in SAR with at most two decimals'],
    ['', 'Amount is required'],
  ])('%j is refused with "%s": no payment starts and nothing is sent', async (typed, message) => {
    await openAmountForm();

    await userEvent.fill(amountField(), typed);
    await userEvent.click(proceed());

    await expect.element(amountField()).toHaveAccessibleDescription(new RegExp(message));
    await expect.element(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(paymentDialog()).not.toBeInTheDocument();
    expect(requestsTo('POST', INVEST)).toHaveLength(0);
  });

  test('the form starts at the minimum; the minimum and exactly what remains both lead to the payment', async () => {
    await openAmountForm();
    await expect.element(amountField()).toHaveValue('25,000');
    await expect.element(amountField()).toHaveAccessibleDescription('Minimum 25,000 SAR · up to 100,000 SAR available');

    await userEvent.click(proceed());
    await expect.element(paymentDialog()).toHaveAccessibleName('Choose Payment Method');
    await expect.element(page.getByRole('button', { name: 'Pay 25,000 SAR' })).toBeDisabled();
    await userEvent.click(paymentDialog().getByRole('button', { name: 'Cancel' }));
    await expect.element(paymentDialog()).not.toBeInTheDocument();

    await userEvent.fill(amountField(), '100000');
    await userEvent.click(proceed());
    await expect.element(page.getByRole('button', { name: 'Pay 100,000 SAR' })).toBeVisible();
    expect(requestsTo('POST', INVEST)).toHaveLength(0);
  });

  test('the amount is selected as the form opens, so typing replaces it, grouped by thousands', async () => {
    await openAmountForm();
    await expect.element(amountField()).toHaveFocus();
    await userEvent.keyboard('30000');
    await expect.element(amountField()).toHaveValue('30,000');

    // Clicked into again, it is selected again.
    await userEvent.click(page.getByRole('heading', { name: 'Invest Now' }));
    await userEvent.click(amountField());
    await userEvent.keyboard('45000');
    await expect.element(amountField()).toHaveValue('45,000');
  });

  test('the keyboard is never left on the page: Escape in the payment modal returns to Proceed to Payment, Cancel to Invest Now', async () => {
    await openAmountForm();
    await userEvent.click(proceed());
    await expect.element(paymentDialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(paymentDialog()).not.toBeInTheDocument();
    await expect.element(proceed()).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(investNow()).toHaveFocus();
  });
});

test('a signed-out visitor is told sign-in comes first, and Invest Now asks them to sign in, coming back here', async () => {
  // The app leaves for the sign-in page with window.location; the test page must stay, so the
  // navigation is recorded and cancelled (Navigation API).
  const attempted: string[] = [];
  const hold = (event: NavigateEvent) => {
    attempted.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', hold);
  onTestFinished(() => navigation.removeEventListener('navigate', hold));
  await renderCard();

  await expect.element(page.getByText('You will be asked to sign in first.')).toBeVisible();
  await userEvent.click(investNow());

  await expect.element(page.getByText('Login Required')).toBeVisible();
  await expect.element(page.getByText('Please sign in to continue.')).toBeVisible();
  await expect.element(amountField()).not.toBeInTheDocument();
  await expect.poll(() => attempted.length, { timeout: 3000 }).toBe(1);
  const target = new URL(attempted[0]);
  expect(target.pathname).toBe('/api/login');
  expect(target.searchParams.get('returnTo')).toBe(window.location.pathname + window.location.search);
  expect(requestsTo('POST', INVEST)).toHaveLength(0);
});

describe('recording the investment', () => {
  test('after the payment the investment is sent with its method, the risks confirmed and an Idempotency-Key; the reference is shown', async () => {
    answer('POST', INVEST, { status: 201, body: aHolding({ amount: '30000.00', reference: REFERENCE }) });
    await openAmountForm();

    await investWithPayTabs(' 30000 ');

    const [sent] = await investRequests(1);
    expect(sent.path).toBe(INVEST);
    expect(sent.body).toEqual({ amount: '30000', investmentId: 7, paymentMethod: 'paytabs', riskAcknowledged: true });
    expect(keyOf(sent)).toMatch(UUID);
    // The modal stays on the payment's reference until the investor is done with it.
    await expect.element(paymentDialog()).toHaveAccessibleName('Payment Successful');
    await expect.element(paymentDialog().getByText(`Reference ${REFERENCE}`)).toBeVisible();
    await expect
      .element(paymentDialog().getByRole('link', { name: 'View receipt' }))
      .toHaveAttribute('href', `/portfolio/receipts/${REFERENCE}`);
    await expect.element(page.getByText('Your investment has been processed successfully!')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Done' }));

    await expect.element(paymentDialog()).not.toBeInTheDocument();
    // The modal closed with its Proceed to Payment gone: the keyboard lands on the success.
    await expect.element(page.getByRole('heading', { name: 'Investment Successful!' })).toHaveFocus();
    await expect.element(page.getByText('You invested 30,000 SAR in Riyadh Logistics REIT.')).toBeVisible();
    await expect.element(page.getByText(`Reference ${REFERENCE}`)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'View Your Portfolio' })).toHaveAttribute('href', '/portfolio');
    await expect.element(page.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/portfolio/receipts/${REFERENCE}`);
  });

  test('with a holding in it already, the risks are not asked again and no acknowledgement is sent', async () => {
    answer('POST', INVEST, { status: 201, body: aHolding({ amount: '25000.00', paymentMethod: 'stc-pay' }) });
    await openAmountForm([aHolding({ investmentId: 7 })]);

    await userEvent.click(proceed());
    await userEvent.click(page.getByRole('radio', { name: /STC Pay/ }));
    await expect.element(page.getByText(RISK_STATEMENT)).not.toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.click(page.getByRole('button', { name: 'Pay 25,000 SAR' }));
      await vi.advanceTimersByTimeAsync(PAYMENT_TIMINGS.processingMs + PAYMENT_TIMINGS.successPauseMs);
    } finally {
      vi.useRealTimers();
    }

    const [sent] = await investRequests(1);
    expect(sent.body).toEqual({ amount: '25000', investmentId: 7, paymentMethod: 'stc-pay' });
  });

  test('the server asking for the risks keeps the modal open on them, with its message; confirming pays with the same key', async () => {
    const reason = 'Confirm that you understand the risks before your first investment in this opportunity';
    const replies: Reply[] = [
      { status: 400, body: { message: reason, errors: { riskAcknowledged: reason } } },
      { status: 201, body: aHolding({ amount: '25000.00', reference: REFERENCE }) },
    ];
    answer('POST', INVEST, () => replies.shift() ?? { status: 500 });
    // The client thought otherwise: the holding it knew of was in this opportunity.
    await openAmountForm([aHolding({ investmentId: 7 })]);
    await userEvent.click(proceed());
    await payWithPayTabs();

    await expect.element(paymentDialog()).toHaveAccessibleName('Choose Payment Method');
    await expect.element(page.getByText(RISK_STATEMENT)).toBeVisible();
    await expect.element(riskBox()).toHaveAccessibleDescription(new RegExp(reason));
    await expect.element(riskBox()).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Pay 25,000 SAR' })).toBeDisabled();
    await expect.element(page.getByText(FAILED)).not.toBeInTheDocument();

    await payWithPayTabs();
    const [first, second] = await investRequests(2);
    expect(first.body).toEqual({ amount: '25000', investmentId: 7, paymentMethod: 'paytabs' });
    expect(second.body).toEqual({ amount: '25000', investmentId: 7, paymentMethod: 'paytabs', riskAcknowledged: true });
    expect(keyOf(second)).toBe(keyOf(first));
    await expect.element(paymentDialog().getByText(`Reference ${REFERENCE}`)).toBeVisible();
  });

  test("a minimum raised since the page loaded goes back to the form with the server's message on the amount", async () => {
    const minimum = 'The minimum investment is 50,000 SAR';
    answer('POST', INVEST, { status: 400, body: { message: minimum, errors: { amount: minimum } } });
    await openAmountForm();

    await investWithPayTabs('30000');

    await investRequests(1);
    await expect.element(paymentDialog()).not.toBeInTheDocument();
    await expect.element(amountField()).toHaveAccessibleDescription(new RegExp(minimum));
    await expect.element(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText(FAILED)).not.toBeInTheDocument();
  });

  test("a conflict (the per-investor cap) is told in the server's words, written for the investor", async () => {
    const cap = 'You can hold at most 500,000 SAR in one opportunity; you can add up to 20,000 SAR';
    answer('POST', INVEST, { status: 409, body: { message: cap } });
    await openAmountForm();

    await investWithPayTabs('30000');

    await investRequests(1);
    await expect.element(page.getByText(cap)).toBeVisible();
    await expect.element(page.getByText(FAILED)).not.toBeInTheDocument();
    await expect.element(paymentDialog()).not.toBeInTheDocument();
    await expect.element(amountField()).toHaveValue('30,000');
  });

  test("a server failure shows the fixed failure message, never the server's, and the amount stays in the form", async () => {
    answer('POST', INVEST, { status: 500, body: { message: 'relation "user_investments" is locked' } });
    await openAmountForm();

    await investWithPayTabs('42000.50');

    const [sent] = await investRequests(1);
    expect(sent.body).toEqual({ amount: '42000.50', investmentId: 7, paymentMethod: 'paytabs', riskAcknowledged: true });
    await expect.element(page.getByText(FAILED)).toBeVisible();
    await expect.element(page.getByText('Error', { exact: true })).toBeVisible();
    await expect.element(page.getByText(/is locked/)).not.toBeInTheDocument();
    await expect.element(paymentDialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Invest Now' })).toBeVisible();
    await expect.element(amountField()).toBeEnabled();
    await expect.element(amountField()).toHaveValue('42,000.50');
  });

  test('a retry of the same amount after a failure sends the same key (the server may have recorded the first), and can succeed', async () => {
    const replies: Reply[] = [
      { status: 503, body: { message: 'Service temporarily unavailable' } },
      { status: 201, body: aHolding({ amount: '30000.00' }) },
    ];
    answer('POST', INVEST, () => replies.shift() ?? { status: 500 });
    await openAmountForm();

    await investWithPayTabs('30000');
    await expect.element(page.getByText(FAILED)).toBeVisible();
    await investWithPayTabs('30000');

    const [first, retry] = await investRequests(2);
    expect(retry.body).toEqual(first.body);
    expect(keyOf(first)).toMatch(UUID);
    expect(keyOf(retry)).toMatch(UUID);
    expect(keyOf(retry)).toBe(keyOf(first));
    await expect.element(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });

  test('another amount after a failure is another investment, with its own key', async () => {
    const replies: Reply[] = [
      { status: 503, body: { message: 'Service temporarily unavailable' } },
      { status: 201, body: aHolding({ amount: '35000.00' }) },
    ];
    answer('POST', INVEST, () => replies.shift() ?? { status: 500 });
    await openAmountForm();

    await investWithPayTabs('30000');
    await expect.element(page.getByText(FAILED)).toBeVisible();
    await investWithPayTabs('35000');

    const [first, second] = await investRequests(2);
    expect(second.body).toMatchObject({ amount: '35000' });
    expect(keyOf(second)).toMatch(UUID);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });
});

describe('the deadline', () => {
  const DAY = 86_400_000;

  test('an open raise says when it closes, in Riyadh time, and how many days are left', async () => {
    // 23:59 Riyadh, 12 Riyadh days from today.
    const riyadhToday = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const day = new Date(Date.parse(riyadhToday) + 12 * DAY).toISOString().slice(0, 10);
    const fundingDeadline = `${day}T20:59:00.000Z`;
    const written = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await renderCard(anInvestment({ ...opportunity, fundingDeadline }));

    await expect.element(page.getByText(`Raise closes ${written}, 11:59 PM (in 12 days)`)).toBeVisible();
    await expect.element(investNow()).toBeVisible();
  });

  test('once the deadline has passed Invest Now is gone, and the card says the raise closed', async () => {
    const fundingDeadline = '2026-03-31T20:59:00.000Z';
    await renderCard(anInvestment({ ...opportunity, fundingDeadline }));

    await expect.element(page.getByText('This raise closed on 31 March 2026, 11:59 PM.')).toBeVisible();
    await expect.element(investNow()).not.toBeInTheDocument();
  });

  test('a raise that missed its deadline says every investor was refunded', async () => {
    await renderCard(
      anInvestment({
        ...opportunity,
        status: 'closed',
        fundingDeadline: '2026-03-31T20:59:00.000Z',
        refundedAt: '2026-03-31T21:00:05.000Z',
      }),
    );

    await expect
      .element(page.getByText('This raise missed its deadline on 31 March 2026, 11:59 PM and every investor was refunded.'))
      .toBeVisible();
    await expect.element(investNow()).not.toBeInTheDocument();
  });
});
