import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MoneyInput } from '@client/components/money-input';
import { BidForm } from '@client/features/properties/detail/bid-form';
import { aProperty } from './builders';
import { requestsTo } from './network';
import { renderPart } from './render';

// The money input every money field uses (docs/product.md#formats): grouped by thousands as it is
// typed, a pasted amount taken as it is, the caret kept after the digit it followed, and the form
// given the plain amount.

/** A money input and, beside it, the amount its form holds. */
function Harness({ start = '', decimals = false }: { start?: string; decimals?: boolean }) {
  const [amount, setAmount] = useState(start);
  return (
    <div>
      <label htmlFor="price">Price (SAR)</label>
      <MoneyInput id="price" value={amount} onChange={setAmount} decimals={decimals} />
      <output aria-label="The form holds">{amount}</output>
      <label htmlFor="notes">Notes</label>
      <input id="notes" />
    </div>
  );
}

const price = () => page.getByLabelText('Price (SAR)');
const held = () => page.getByLabelText('The form holds');
const caret = () => (price().element() as HTMLInputElement).selectionStart;

describe('the money input', () => {
  test('typing 750000 shows 750,000, and the form holds 750000', async () => {
    await renderPart(<Harness />);
    await userEvent.type(price(), '750000');
    await expect.element(price()).toHaveValue('750,000');
    await expect.element(held()).toHaveTextContent(/^750000$/);
  });

  test('a stored price of 750000 shows as 750,000, and a phone shows its digit keypad', async () => {
    await renderPart(<Harness start="750000" />);
    await expect.element(price()).toHaveValue('750,000');
    await expect.element(price()).toHaveAttribute('inputmode', 'numeric');
  });

  test('a pasted 1,250,000 is taken as it is', async () => {
    await renderPart(<Harness />);
    await userEvent.fill(page.getByLabelText('Notes'), '1,250,000');
    await userEvent.tripleClick(page.getByLabelText('Notes'));
    await userEvent.copy();
    await userEvent.click(price());
    await userEvent.paste();
    await expect.element(price()).toHaveValue('1,250,000');
    await expect.element(held()).toHaveTextContent(/^1250000$/);
  });

  test('the caret stays after the digit it followed, across a new separator; Backspace after a comma deletes the digit before it', async () => {
    await renderPart(<Harness start="750000" />);
    await userEvent.click(price());
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}'); // 750,|000
    await userEvent.keyboard('1');
    await expect.element(price()).toHaveValue('7,501,000');
    expect(caret()).toBe(5); // 7,501|,000
    await userEvent.keyboard('2');
    await expect.element(price()).toHaveValue('75,012,000');
    expect(caret()).toBe(6); // 75,012|,000

    await userEvent.keyboard('{ArrowRight}{Backspace}'); // the comma: the 2 before it goes
    await expect.element(price()).toHaveValue('7,501,000');
    expect(caret()).toBe(5);
    await expect.element(held()).toHaveTextContent(/^7501000$/);
  });

  test('letters and signs are dropped, Arabic-Indic digits are read as digits', async () => {
    await renderPart(<Harness decimals />);
    await userEvent.type(price(), 'SAR -1x2');
    await expect.element(price()).toHaveValue('12');
    await userEvent.fill(price(), '١٢٥٠٠٠٠٫٥');
    await expect.element(price()).toHaveValue('1,250,000.5');
    await expect.element(held()).toHaveTextContent(/^1250000\.5$/);
    await expect.element(price()).toHaveAttribute('inputmode', 'decimal');
  });

  test('where the server wants whole riyals (an offer), halalas are refused with a clear message and nothing is sent', async () => {
    await renderPart(<BidForm property={aProperty({ id: 42, price: '1500000.00' })} onDone={() => {}} />);
    const amount = page.getByLabelText('Bid Amount (SAR)');
    await userEvent.type(amount, '1450000.50');
    await expect.element(amount).toHaveValue('1,450,000.50');
    await userEvent.click(page.getByRole('button', { name: 'Submit Bid' }));
    await expect.element(amount).toHaveAccessibleDescription(/Offers are in whole riyals: leave out the halalas/);
    expect(requestsTo('POST', '/api/properties/{id}/bids')).toHaveLength(0);
  });
});
