import { describe, expect, it } from 'vitest';
import { groupAmount, plainAmount, retypeAmount } from '../../src/client/lib/amount-typing';

// The money input's arithmetic (src/client/lib/amount-typing.ts): what is kept, how it is grouped,
// where the caret goes.

/** "75|0000": the text with "|" at the caret → its text and caret position. */
const at = (withCaret: string) => ({ typed: withCaret.replace('|', ''), caret: withCaret.indexOf('|') });
/** The input after an edit, written the same way ("750,|000"). */
function edit(withCaret: string, previous: string, inputType = 'insertText'): string {
  const { typed, caret } = at(withCaret);
  const next = retypeAmount(typed, caret, previous, inputType);
  return `${next.display.slice(0, next.caret)}|${next.display.slice(next.caret)}`;
}

describe('grouping an amount', () => {
  it.each([
    ['750000', '750,000'],
    ['1250000', '1,250,000'],
    ['1,250,000', '1,250,000'],
    ['SAR 1 250 000', '1,250,000'],
    ['999', '999'],
    ['2500000.5', '2,500,000.5'],
    ['2500000.', '2,500,000.'],
    ['0.75', '0.75'],
    ['00750', '750'],
    ['1.2.3', '1.23'],
    ['-5000', '5,000'],
    ['١٢٥٠٠٠٠', '1,250,000'],
    ['۷۵۰۰۰۰', '750,000'],
    ['١٢٣٫٥', '123.5'],
    ['', ''],
  ])('%s shows as %s', (typed, shown) => {
    expect(groupAmount(typed)).toBe(shown);
  });

  it('gives the form the plain amount', () => {
    expect(plainAmount('1,250,000.50')).toBe('1250000.50');
    expect(plainAmount('abc')).toBe('');
  });
});

describe('the caret while typing', () => {
  it('stays at the end while digits are typed at the end', () => {
    expect(edit('7500|', '750')).toBe('7,500|');
    expect(edit('75,0000|', '75000')).toBe('750,000|');
  });

  it('stays after the digit typed in the middle, across a new separator', () => {
    expect(edit('71|50,000', '750000')).toBe('7,1|50,000');
  });

  it('stays put when a letter is refused', () => {
    expect(edit('75x|0,000', '750000')).toBe('75|0,000');
  });

  it('Backspace just after a separator deletes the digit before it', () => {
    expect(edit('750|000', '750000', 'deleteContentBackward')).toBe('75|,000');
  });

  it('Delete just before a separator deletes the digit after it', () => {
    expect(edit('750|000', '750000', 'deleteContentForward')).toBe('75,0|00');
  });

  it('a paste lands after what was pasted', () => {
    expect(edit('1,250,000|', '')).toBe('1,250,000|');
  });
});
