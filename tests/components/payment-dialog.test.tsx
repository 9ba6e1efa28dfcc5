import { useState } from 'react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PAYMENT_METHODS, RISK_STATEMENT, type PaymentMethodId } from '@shared/constants';
import { PaymentMark } from '@client/components/forms/payment-marks';
import { PaymentDialog, type Payment } from '@client/features/investments/payment-dialog';
import { renderPart } from './render';

// The simulated payment modal (docs/product.md#paying): a method is chosen (and before a first
// investment the risks confirmed), "Processing Payment" for processingMs, "Payment Successful" for
// successPauseMs, then onPaid records the investment and the modal shows its reference until Done.
// Only setTimeout/clearTimeout are faked (React schedules with MessageChannel, userEvent drives the
// real browser), and the clock moves only when a test says so.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.

const PROCESSING_MS = 1200;
const SUCCESS_PAUSE_MS = 700;
const REFERENCE = 'MNZ-2026-000123';

type OnPaid = (payment: Payment) => Promise<string>;

interface HarnessProps {
  onPaid: OnPaid;
  onCancel: () => void;
  onDone: () => void;
  riskRequired: boolean;
  riskError?: string;
}

/** The modal as the Invest Now card drives it: the method held by the parent, Cancel and Done closing it. */
function Harness({ onPaid, onCancel, onDone, riskRequired, riskError }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  return (
    <PaymentDialog
      open={open}
      amount="25000.50"
      title="Riyadh Logistics REIT"
      method={method}
      onMethodChange={setMethod}
      riskAcknowledgementRequired={riskRequired}
      riskAcknowledgementError={riskError}
      onCancel={() => {
        onCancel();
        setOpen(false);
      }}
      onPaid={onPaid}
      onDone={() => {
        onDone();
        setOpen(false);
      }}
      processingMs={PROCESSING_MS}
      successPauseMs={SUCCESS_PAUSE_MS}
    />
  );
}

async function renderDialog(
  onPaid: OnPaid = vi.fn(() => Promise.resolve(REFERENCE)),
  { riskRequired = false, riskError }: { riskRequired?: boolean; riskError?: string } = {},
) {
  const onCancel = vi.fn();
  const onDone = vi.fn();
  await renderPart(<Harness onPaid={onPaid} onCancel={onCancel} onDone={onDone} riskRequired={riskRequired} riskError={riskError} />);
  return { onPaid, onCancel, onDone };
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
  let resolve!: (reference: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
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

  test('the eight methods are offered, the four local ones among them, each with a mark of its own', async () => {
    await renderDialog();

    expect(page.getByRole('radio').elements()).toHaveLength(8);
    for (const m of PAYMENT_METHODS) await expect.element(method(new RegExp(`^${m.name} `))).toBeVisible();
    await expect.element(method(/^mada Saudi debit cards$/)).toBeVisible();
    await expect.element(method(/^Apple Pay /)).toBeVisible();
    await expect.element(method(/^STC Pay /)).toBeVisible();
    await expect.element(method(/^SADAD /)).toBeVisible();
    const marks = PAYMENT_METHODS.map(
      (m) =>
        method(new RegExp(`^${m.name} `))
          .element()
          .closest('label')!
          .querySelector('svg')!.innerHTML,
    );
    expect(new Set(marks).size).toBe(8);
  });

  test('each mark is named after its method for assistive technology', async () => {
    await renderPart(
      <>
        {PAYMENT_METHODS.map((m) => (
          <PaymentMark key={m.id} method={m.id} />
        ))}
      </>,
    );
    for (const m of PAYMENT_METHODS) await expect.element(page.getByRole('img', { name: m.name, exact: true })).toBeVisible();
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
    expect(onPaid).toHaveBeenCalledWith({ method: 'paytabs', riskAcknowledged: false });

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

  test('"Payment Successful" stays until onPaid settles, then shows the reference until Done', async () => {
    const paying = deferred();
    const onPaid = vi.fn(() => paying.promise);
    const { onDone } = await renderDialog(onPaid);
    await payWithPayTabs();

    await advance(PROCESSING_MS + SUCCESS_PAUSE_MS);
    expect(onPaid).toHaveBeenCalledTimes(1);
    await advance(30_000);
    await expect.element(page.getByText('Recording your investment...'), still).toBeVisible();

    paying.resolve(REFERENCE);
    await committed();
    await expect.element(paid(), still).toBeVisible();
    await expect.element(page.getByText(`Reference ${REFERENCE}`), still).toBeVisible();
    await expect.element(dialog(), still).toHaveTextContent('You invested 25,000.50 SAR in Riyadh Logistics REIT with PayTabs.');
    await expect
      .element(page.getByRole('link', { name: 'View receipt' }), still)
      .toHaveAttribute('href', `/portfolio/receipts/${REFERENCE}`);
    await expect.element(page.getByRole('button', { name: 'Done' }), still).toHaveFocus();
    // It stays for as long as it takes to read.
    await advance(60_000);
    await expect.element(page.getByText(`Reference ${REFERENCE}`), still).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();

    vi.useRealTimers();
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  test('the reference can be copied, and Escape closes the success like Done', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    onTestFinished(() => writeText.mockRestore());
    const { onDone } = await renderDialog();
    await payWithPayTabs();
    await advance(PROCESSING_MS + SUCCESS_PAUSE_MS);
    await expect.element(page.getByText(`Reference ${REFERENCE}`), still).toBeVisible();
    vi.useRealTimers();

    await userEvent.click(page.getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith(REFERENCE);
    await expect.element(page.getByText('Reference copied')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
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

describe('the risks of a first investment', () => {
  const box = () => page.getByRole('checkbox', { name: 'I have read and understood the risks' });

  test('before a first investment the statement is shown, and Pay waits for its box to be ticked', async () => {
    const { onPaid } = await renderDialog(undefined, { riskRequired: true });
    await expect.element(page.getByText(RISK_STATEMENT)).toBeVisible();
    await expect.element(box()).not.toBeChecked();
    await expect.element(box()).toHaveAccessibleDescription(RISK_STATEMENT);

    await userEvent.click(method(/mada/));
    await expect.element(payButton()).toBeDisabled();
    await userEvent.click(box());
    await expect.element(payButton()).toBeEnabled();
    await userEvent.click(box());
    await expect.element(payButton()).toBeDisabled();

    await userEvent.click(page.getByText('I have read and understood the risks'));
    await expect.element(box()).toBeChecked();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.click(payButton());
    await committed();
    await advance(PROCESSING_MS + SUCCESS_PAUSE_MS);
    expect(onPaid).toHaveBeenCalledWith({ method: 'mada', riskAcknowledged: true });
  });

  test('after an earlier investment in it, nothing is asked and none is sent', async () => {
    await renderDialog(undefined, { riskRequired: false });
    await expect.element(choosing()).toBeVisible();
    await expect.element(page.getByText(RISK_STATEMENT)).not.toBeInTheDocument();
    await expect.element(box()).not.toBeInTheDocument();
    await userEvent.click(method(/Apple Pay/));
    await expect.element(payButton()).toBeEnabled();
  });

  test("the server's reason for asking is shown beside the box", async () => {
    const reason = 'Confirm that you understand the risks before your first investment in this opportunity';
    await renderDialog(undefined, { riskRequired: true, riskError: reason });

    await expect.element(box()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box()).toHaveAccessibleDescription(`${RISK_STATEMENT} ${reason}`);
    await expect.element(page.getByRole('alert')).toHaveTextContent(reason);
  });
});
