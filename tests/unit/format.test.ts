import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatDateTime,
  formatNumber,
  formatPrice,
  fundingPercent,
  lastEight,
  plural,
  shortId,
} from '../../src/shared/format';

describe('number formats (docs/product.md#formats)', () => {
  it.each([
    [2_500_000, '2.5M'],
    [1_000_000, '1.0M'],
    [1_049_999, '1.0M'],
    [1_950_000, '2.0M'],
    // Rounding to whole thousands would give 1000K: that is a million.
    [999_999, '1.0M'],
    [999_960, '1.0M'],
    [999_600, '1.0M'],
    [999_499, '999K'],
    [850_000, '850K'],
    [1_000, '1K'],
    [999, '999'],
    ['1250000.00', '1.3M'],
    [-999_600, '-1.0M'],
    [-2_500, '-3K'],
  ])('compact %s → %s', (input, expected) => {
    expect(formatCompactNumber(input)).toBe(expected);
  });

  it('plain numbers are grouped with no decimals', () => {
    expect(formatNumber('1250000.75')).toBe('1,250,001');
    expect(formatNumber(25000)).toBe('25,000');
  });

  it('prices keep their halalas when they have some, and show none when whole', () => {
    expect(formatPrice('2600000.50')).toBe('2,600,000.50 SAR');
    expect(formatPrice('2600000.00')).toBe('2,600,000 SAR');
    expect(formatPrice(750000, 'USD')).toBe('750,000 USD');
  });

  it('dates read as US English short month, day, year, hour, minute', () => {
    expect(formatDateTime(new Date(2025, 6, 21, 14, 5))).toBe('Jul 21, 2025, 2:05 PM');
  });

  it('funding progress has one decimal and stays within 0–100', () => {
    expect(fundingPercent('1250000.00', '5000000.00')).toBe('25.0');
    expect(fundingPercent(1, 3)).toBe('33.3');
    expect(fundingPercent(10, 0)).toBe('0.0');
    expect(fundingPercent(12, 10)).toBe('100.0');
  });

  it('ids are shortened the way the pages show them (docs/product.md#formats)', () => {
    expect(shortId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b...');
    expect(lastEight('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('7728950e');
  });
});

describe('counts with their noun (docs/product.md#formats)', () => {
  it.each([
    [0, '0 offers'],
    [1, '1 offer'],
    [2, '2 offers'],
    [1250, '1,250 offers'],
  ])('%s → %s', (count, expected) => {
    expect(plural(count, 'offer', 'offers')).toBe(expected);
  });

  it('takes the plural it is given', () => {
    expect(plural(1, 'inquiry', 'inquiries')).toBe('1 inquiry');
    expect(plural(3, 'inquiry', 'inquiries')).toBe('3 inquiries');
  });
});
