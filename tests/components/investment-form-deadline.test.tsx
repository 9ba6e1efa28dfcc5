import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { InvestmentFormDialog } from '@client/features/admin/investments/investment-form-dialog';
import { ApiError } from '@client/lib/api-client';
import { anInvestment } from './builders';
import { renderPart } from './render';

// The admin's opportunity form, its funding deadline (docs/product.md#raises-with-a-deadline): typed
// in Riyadh time whatever the browser's zone, optional, and left out of an edit that does not change it.

// The admin's messages with values and plurals are formatted from its catalog, loaded as its page loads it.

const field = () => page.getByLabelText('Funding deadline');
const update = () => page.getByRole('button', { name: 'Update Investment' });

type Save = Parameters<typeof InvestmentFormDialog>[0]['save'];

async function renderForm(fundingDeadline: string | null, save: Save = vi.fn()) {
  const item = anInvestment({ id: 7, fundingDeadline });
  await renderPart(<InvestmentFormDialog item={item} open onOpenChange={vi.fn()} save={save} pending={false} />, {
    path: '/admin?tab=investments',
  });
  return vi.mocked(save);
}

/** The values the form sent, once it has. */
async function sent(save: ReturnType<typeof vi.mocked<Save>>) {
  await expect.poll(() => save.mock.calls.length).toBe(1);
  return save.mock.calls[0][0].values;
}

test('the deadline shows in Riyadh time, and an edit that leaves it alone does not send it', async () => {
  const save = await renderForm('2027-03-31T20:59:00.000Z');
  await expect.element(field()).toHaveValue('2027-03-31T23:59');
  await expect.element(field()).toHaveAccessibleDescription(/Riyadh time/);

  await userEvent.fill(page.getByLabelText('Title'), 'Riyadh Logistics REIT II');
  await userEvent.click(update());

  const values = await sent(save);
  expect(values.title).toBe('Riyadh Logistics REIT II');
  expect(values.fundingDeadline).toBeUndefined();
});

test('a deadline typed is sent as that time in Riyadh', async () => {
  const save = await renderForm(null);
  await expect.element(field()).toHaveValue('');

  await userEvent.fill(field(), '2027-04-15T18:00');
  await userEvent.click(update());

  expect((await sent(save)).fundingDeadline).toBe('2027-04-15T15:00:00.000Z');
});

test('a deadline cleared is sent as none', async () => {
  const save = await renderForm('2027-03-31T20:59:00.000Z');

  await userEvent.clear(field());
  await userEvent.click(update());

  expect((await sent(save)).fundingDeadline).toBeNull();
});

test("the server's message on the deadline lands beside the field", async () => {
  const message = 'Funding deadline must be in the future';
  const save: Save = (_, { onError }) => onError(new ApiError(400, JSON.stringify({ message, errors: { fundingDeadline: message } })));
  await renderForm(null, save);

  await userEvent.fill(field(), '2020-01-01T10:00');
  await userEvent.click(update());

  await expect.element(field()).toHaveAccessibleDescription(new RegExp(message));
  await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
});
