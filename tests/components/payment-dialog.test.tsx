import { useState } from 'react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PaymentDialog, type PaymentMethodId } from '@client/features/investments/payment-dialog';
import { renderPart } from './render';

// The simulated payment modal (docs/product.md#investments): a method is chosen, "Processing Payment"
// for processingMs, "Payment Successful" for successPauseMs, then onPaid records the investment.
// Only setTimeout/clearTimeout are faked (React schedules with MessageChannel, userEvent drives the
// real browser), and the clock moves only when a test says so.

const PROCESSING_MS = 1200;
const SUCCESS_PAUSE_MS = 700;

type OnPaid = (method: PaymentMethodId) => Promise<void> | void;

/** The modal as the Invest Now card drives it: the method held by the parent, Cancel closing it. */
function Harness({ onPaid, onCancel }: { onPaid: OnPaid; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  return (
    <PaymentDialog
      open={open}
      amount="25000.50"
      title="Riyadh Logistics REIT"
      method={method}
      onMethodChange={setMethod}
      onCancel={() => {
        onCancel();
        setOpen(false);
      }}
      onPaid={onPaid}
      processingMs={PROCESSING_MS}
      successPauseMs={SUCCESS_PAUSE_MS}
    />
  );
}

async function renderDialog(onPaid: OnPaid = vi.fn()) {
  const onCancel = vi.fn();
  await renderPart(<Harness onPaid={onPaid} onCancel={onCancel} />);
  return { onPaid, onCancel };
}

const dialog = () => page.getByRole('dialog');
const choosing = () => page.getByRole('heading', { name: 'Choose Payment Method' });
const processing = () => page.getByRole('heading', { name: 'Processing Payment' });
const paid = () => page.getByRole('heading', { name: 'Payment Successful' });
const payButton = () => page.getByRole('button', { name: 'Pay 25,000.50 SAR' });
const method = (name: string | RegExp) => page.getByRole('radio', { name });

// A failed assertion retried by expect.element moves a fake clock by its interval; 0 keeps the clock
// where the test put it.
const still = { interval: 0 };

/** Lets React commit what the last timers set: it renders on a task of its own (MessageChannel), never on a timer. */
const committed = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

/** Moves the fake clock by `ms` and lets the page render what happened. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await committed();
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Chooses PayTabs, fakes the clock, and presses Pay. */
async function payWithPayTabs() {
  await userEvent.click(method(/PayTabs/));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await userEvent.click(payButton());
  await committed();
}

describe('choosing a method', () => {
  test('Pay stays disabled until a method is chosen; the chosen method is the one checked', async () => {
    const { onPaid } = await renderDialog();

    await expect.element(dialog()).toHaveAccessibleName('Choose Payment Method');
    await expect.element(page.getByText('Riyadh Logistics REIT', { exact: false })).toBeVisible();
    await expect.element(payButton()).toBeDisabled();
    await userEvent.click(payButton(), { force: true });
    await expect.element(processing()).not.toBeInTheDocument();

    await userEvent.click(method(/HyperPay/));

    await expect.element(method(/HyperPay/)).toBeChecked();
    await expect.element(method(/PayTabs/)).not.toBeChecked();
    await expect.element(payButton()).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  test('Cancel closes the modal while a method is being chosen', async () => {
    const { onCancel } = await renderDialog();
    await userEvent.click(method(/Bank Transfer/));

    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));

    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('Escape closes the modal while a method is being chosen', async () => {
    const { onCancel } = await renderDialog();
    await expect.element(choosing()).toBeVisible();

    await userEvent.keyboard('{Escape}');

    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('paying', () => {
  test('"Processing Payment" lasts exactly processingMs, then "Payment Successful" for successPauseMs, then onPaid once with the method', async () => {
    const { onPaid } = await renderDialog();
    await payWithPayTabs();

    await expect.element(processing(), still).toBeVisible();
    await expect.element(dialog(), still).toHaveTextContent('Paying 25,000.50 SAR with PayTabs.');
    await advance(PROCESSING_MS - 1);
    await expect.element(processing(), still).toBeVisible();
    await expect.element(paid(), still).not.toBeInTheDocument();

    await advance(1);
    await expect.element(paid(), still).toBeVisible();
    await expect.element(processing(), still).not.toBeInTheDocument();
    await expect.element(page.getByText('Recording your investment...'), still).toBeVisible();

    await advance(SUCCESS_PAUSE_MS - 1);
    expect(onPaid).not.toHaveBeenCalled();
    await advance(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith('paytabs');

    await advance(10_000);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  test('neither Escape nor a close button ends the payment while it is processing or paid', async () => {
    const paying = deferred();
    const { onCancel } = await renderDialog(() => paying.promise);
    await payWithPayTabs();

    await expect.element(dialog(), still).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' }), still).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Close' }), still).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await committed();
    await expect.element(processing(), still).toBeVisible();

    await advance(PROCESSING_MS);
    await userEvent.keyboard('{Escape}');
    await committed();
    await expect.element(paid(), still).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' }), still).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('"Payment Successful" stays until onPaid settles, then the modal is back at choosing', async () => {
    const paying = deferred();
    const onPaid = vi.fn(() => paying.promise);
    await renderDialog(onPaid);
    await payWithPayTabs();

    await advance(PROCESSING_MS + SUCCESS_PAUSE_MS);
    expect(onPaid).toHaveBeenCalledTimes(1);
    await advance(30_000);
    await expect.element(paid(), still).toBeVisible();

    paying.resolve();
    await committed();
    await expect.element(choosing(), still).toBeVisible();
    await expect.element(paid(), still).not.toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  test('a failing onPaid brings the modal back to choosing, where it can be cancelled', async () => {
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    onTestFinished(() => window.removeEventListener('unhandledrejection', unhandled));
    const paying = deferred();
    const { onCancel } = await renderDialog(() => paying.promise);
    await payWithPayTabs();
    await advance(PROCESSING_MS + SUCCESS_PAUSE_MS);
    await expect.element(paid(), still).toBeVisible();

    paying.reject(new Error('The investment was not recorded'));
    await committed();

    await expect.element(choosing(), still).toBeVisible();
    await expect.element(payButton(), still).toBeEnabled();
    vi.useRealTimers();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
