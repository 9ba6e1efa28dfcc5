import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DistributionsDialog } from '@client/features/admin/investments/distributions-dialog';
import type { ApiSchema } from '@client/lib/api-client';
import { anInvestment } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';
import { queryClient } from '@client/lib/query-client';
import { loadCatalogs } from '@client/lib/i18n';

// /admin → Investments → Distributions (docs/product.md#distributions): the opportunity's past
// distributions, and recording one after a confirmation that names the amount and the opportunity.

// The admin's messages with values and plurals are formatted from its catalog, loaded as its page loads it.
beforeAll(() => loadCatalogs(['admin']));

const LIST = '/api/investments/{id}/distributions';
const opportunity = anInvestment({ id: 7, title: 'Riyadh Logistics REIT' });

function aDistribution(overrides: Partial<ApiSchema['Distribution']> = {}): ApiSchema['Distribution'] {
  return {
    id: 1,
    investmentId: 7,
    amount: '12500.00',
    paidAt: '2026-06-30T09:00:00.000Z',
    investors: 14,
    createdAt: '2026-06-30T09:00:00.000Z',
    ...overrides,
  };
}

/** Today in Riyadh, as the date input holds it. */
const riyadhToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

async function renderDialog(distributions: ApiSchema['Distribution'][] = []) {
  answer('GET', LIST, { body: distributions });
  const onClose = vi.fn();
  await renderPart(<DistributionsDialog investment={opportunity} onClose={onClose} />, { path: '/admin?tab=investments' });
  return { onClose };
}

const amount = () => page.getByLabelText('Amount (SAR)');
const paidOn = () => page.getByLabelText('Paid on');
const recordButton = () => page.getByRole('button', { name: 'Record Distribution' });
const confirmation = () => page.getByRole('alertdialog', { name: 'Record this distribution?' });
const posts = () => requestsTo('POST', LIST);

test('past distributions are listed with their day, amount and investors paid', async () => {
  await renderDialog([
    aDistribution({ id: 2, amount: '15000.50', paidAt: '2026-09-30T09:00:00.000Z', investors: 16 }),
    aDistribution({ id: 1, amount: '12500.00', paidAt: '2026-06-30T21:30:00.000Z', investors: 14 }),
  ]);

  await expect.element(page.getByRole('dialog', { name: 'Distributions' })).toHaveTextContent('Riyadh Logistics REIT');
  const table = page.getByRole('table', { name: 'Past distributions' });
  await expect.element(table).toBeVisible();
  const cells = (row: number) =>
    table
      .getByRole('row')
      .nth(row)
      .getByRole('cell')
      .elements()
      .map((cell) => cell.textContent);
  expect(cells(1)).toEqual(['Sep 30, 2026', '15,000.50 SAR', '16']);
  // 21:30 UTC is already the next day in Riyadh.
  expect(cells(2)).toEqual(['Jul 1, 2026', '12,500 SAR', '14']);
});

test('with none yet, the dialog says so', async () => {
  await renderDialog([]);
  await expect.element(page.getByText('No distributions yet.')).toBeVisible();
});

describe('recording one', () => {
  test('paid on today by default; the confirmation names the amount and the opportunity, then it is recorded and listed', async () => {
    let recorded: ApiSchema['Distribution'][] = [];
    answer('POST', LIST, (request) => {
      const body = request.body as { amount: string; paidAt: string };
      recorded = [aDistribution({ amount: '12500.00', paidAt: body.paidAt, investors: 14 })];
      return { status: 201, body: recorded[0], delayMs: 300 };
    });
    await renderDialog();
    answer('GET', LIST, () => ({ body: recorded }));
    await expect.element(paidOn()).toHaveValue(riyadhToday());

    await userEvent.fill(amount(), '12500');
    await userEvent.click(recordButton());
    await expect.element(confirmation()).toHaveTextContent(/12,500 SAR paid on .* to the investors in Riyadh Logistics REIT/);
    expect(posts()).toHaveLength(0);

    await userEvent.click(confirmation().getByRole('button', { name: 'Record 12,500 SAR' }));
    // Busy: nothing can be pressed twice.
    await expect.element(confirmation().getByRole('button', { name: 'Recording...' })).toBeDisabled();
    await expect.element(confirmation().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(amount()).toBeDisabled();

    await expect.element(page.getByText('Distribution recorded')).toBeVisible();
    await expect.element(page.getByText('12,500 SAR shared among 14 investors.')).toBeVisible();
    await expect.element(confirmation()).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    const sent = posts()[0].body as { amount: string; paidAt: string };
    expect(sent.amount).toBe('12500');
    // Today's distribution is dated now: never ahead of the server's clock by more than this test's run.
    expect(Math.abs(Date.parse(sent.paidAt) - Date.now())).toBeLessThan(60_000);
    await expect.element(page.getByRole('table', { name: 'Past distributions' }).getByRole('row').nth(1)).toHaveTextContent('12,500 SAR');
    await expect.element(amount()).toHaveValue('');
  });

  test('an earlier day is sent as noon that day in Riyadh', async () => {
    answer('POST', LIST, { status: 201, body: aDistribution() });
    await renderDialog();

    await userEvent.fill(amount(), '9000.25');
    await userEvent.fill(paidOn(), '2026-06-30');
    await userEvent.click(recordButton());
    await expect.element(confirmation()).toHaveTextContent('9,000.25 SAR paid on Jun 30, 2026');
    await userEvent.click(confirmation().getByRole('button', { name: 'Record 9,000.25 SAR' }));

    await expect.poll(() => posts().length).toBe(1);
    expect(posts()[0].body).toEqual({ amount: '9000.25', paidAt: '2026-06-30T12:00:00+03:00' });
  });

  test('Cancel on the confirmation records nothing', async () => {
    await renderDialog();
    await userEvent.fill(amount(), '500');
    await userEvent.click(recordButton());
    await userEvent.click(confirmation().getByRole('button', { name: 'Cancel' }));

    await expect.element(confirmation()).not.toBeInTheDocument();
    await expect.element(amount()).toHaveValue('500');
    expect(posts()).toHaveLength(0);
  });

  test('a missing amount and a day ahead are refused before anything is asked or sent', async () => {
    await renderDialog();
    const tomorrow = new Date(Date.parse(riyadhToday()) + 86_400_000).toISOString().slice(0, 10);

    await userEvent.fill(paidOn(), tomorrow);
    await userEvent.click(recordButton());

    await expect.element(amount()).toHaveAccessibleDescription('Amount is required');
    await expect.element(paidOn()).toHaveAccessibleDescription(/Paid on cannot be in the future/);
    await expect.element(confirmation()).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  test("the server's field messages land beside the fields", async () => {
    answer('POST', LIST, {
      status: 400,
      body: {
        message: 'Invalid input',
        errors: { amount: 'Amount must be at least 0.01 SAR per investor', paidAt: 'Paid on cannot be before the first investment' },
      },
    });
    await renderDialog();
    await userEvent.fill(amount(), '1');
    await userEvent.click(recordButton());
    await userEvent.click(confirmation().getByRole('button', { name: 'Record 1 SAR' }));

    await expect.element(amount()).toHaveAccessibleDescription('Amount must be at least 0.01 SAR per investor');
    await expect.element(paidOn()).toHaveAccessibleDescription(/Paid on cannot be before the first investment/);
    await expect.element(confirmation()).not.toBeInTheDocument();
  });

  test("a refusal that is about no field is said in the form, in the server's words", async () => {
    answer('POST', LIST, { status: 409, body: { message: 'This opportunity has no investors to pay' } });
    await renderDialog();
    await userEvent.fill(amount(), '1000');
    await userEvent.click(recordButton());
    await userEvent.click(confirmation().getByRole('button', { name: 'Record 1,000 SAR' }));

    await expect.element(page.getByRole('alert').filter({ hasText: 'This opportunity has no investors to pay' })).toBeVisible();
    await expect.element(amount()).toHaveValue('1,000');
  });

  test('confirming the same distribution again sends the same instant and Idempotency-Key; another amount, a new key', async () => {
    answer('POST', LIST, { status: 503, body: { message: 'Service unavailable' } });
    await renderDialog();
    const send = async (sar: string) => {
      await userEvent.fill(amount(), sar);
      await userEvent.click(recordButton());
      await userEvent.click(confirmation().getByRole('button', { name: `Record ${sar.replace(/\B(?=(\d{3})+$)/g, ',')} SAR` }));
      await expect.poll(() => queryClient.isMutating()).toBe(0);
    };
    await send('1000');
    await send('1000');
    await send('1200');
    const sent = posts().map((r) => ({ key: r.headers.get('idempotency-key'), paidAt: (r.body as { paidAt: string }).paidAt }));
    expect(sent).toHaveLength(3);
    expect(sent[0].key).toBeTruthy();
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2].key).not.toBe(sent[0].key);
  });
});
