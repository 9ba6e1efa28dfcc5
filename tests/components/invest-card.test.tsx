import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { InvestCard } from '@client/features/investments/invest-card';
import { PAYMENT_TIMINGS } from '@client/features/investments/payment-dialog';
import { aHolding, anInvestment } from './builders';
import { answer, requestsTo, type Reply, type SentRequest } from './network';
import { renderPart, signInAs } from './render';

// The Invest Now card (docs/product.md#investments): the amount it refuses before any payment, the
// sign-in it asks of a visitor, and what reaches POST /api/user/investments after the simulated payment.

const INVEST = '/api/user/investments';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Minimum 25,000 SAR; 1,000,000 to raise of which 900,000 raised: 100,000 SAR remain.
const opportunity = anInvestment({ id: 7, minimumInvestment: '25000.00', totalFunding: '1000000.00', currentFunding: '900000.00' });
const FAILED = 'Failed to process investment. Please try again.';

/** Signed in: the session hint the client looks for, and the current-user call answering a user. */
function signIn() {
  document.cookie = 'manzil_auth=1; path=/';
  onTestFinished(() => {
    document.cookie = 'manzil_auth=; path=/; max-age=0';
  });
  signInAs();
}

const investNow = () => page.getByRole('button', { name: 'Invest Now' });
const amountField = () => page.getByLabelText('Investment Amount (SAR)');
const proceed = () => page.getByRole('button', { name: 'Proceed to Payment' });
const paymentDialog = () => page.getByRole('dialog');

async function renderCard() {
  await renderPart(<InvestCard investment={opportunity} />, { path: '/invest/7' });
}

/** Signed in, the card rendered and Invest Now pressed: the amount form is open. */
async function openAmountForm() {
  signIn();
  await renderCard();
  await expect.element(investNow()).toBeEnabled();
  await userEvent.click(investNow());
  await expect.element(amountField()).toBeVisible();
}

/** Enters the amount, proceeds, chooses PayTabs and pays; the simulated steps pass on a fake clock. */
async function investWithPayTabs(amount: string) {
  await userEvent.fill(amountField(), amount);
  await userEvent.click(proceed());
  await userEvent.click(page.getByRole('radio', { name: /PayTabs/ }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await userEvent.click(page.getByRole('button', { name: /^Pay / }));
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMINGS.processingMs + PAYMENT_TIMINGS.successPauseMs);
  } finally {
    vi.useRealTimers();
  }
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
  test('after the payment the investment is sent with an Idempotency-Key and the success is shown', async () => {
    answer('POST', INVEST, { status: 201, body: aHolding({ amount: '30000.00' }) });
    await openAmountForm();

    await investWithPayTabs(' 30000 ');

    const [sent] = await investRequests(1);
    expect(sent.path).toBe(INVEST);
    // The contract's body is the amount and the opportunity only: the chosen method is not sent (see the report).
    expect(sent.body).toEqual({ amount: '30000', investmentId: 7 });
    expect(keyOf(sent)).toMatch(UUID);
    await expect.element(page.getByRole('heading', { name: 'Investment Successful!' })).toBeVisible();
    // The modal closed with its Proceed to Payment gone: the keyboard lands on the success.
    await expect.element(page.getByRole('heading', { name: 'Investment Successful!' })).toHaveFocus();
    await expect.element(page.getByText('You invested 30,000 SAR in Riyadh Logistics REIT.')).toBeVisible();
    await expect.element(page.getByText('Your investment has been processed successfully!')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'View Your Portfolio' })).toHaveAttribute('href', '/invest#portfolio');
    await expect.element(paymentDialog()).not.toBeInTheDocument();
  });

  test("a server failure shows the fixed failure message, never the server's, and the amount stays in the form", async () => {
    answer('POST', INVEST, { status: 500, body: { message: 'relation "user_investments" is locked' } });
    await openAmountForm();

    await investWithPayTabs('42000.50');

    const [sent] = await investRequests(1);
    expect(sent.body).toEqual({ amount: '42000.50', investmentId: 7 });
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
    await expect.element(page.getByRole('heading', { name: 'Investment Successful!' })).toBeVisible();
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
