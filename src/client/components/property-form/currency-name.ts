import { formatPrice } from '@shared/format';

/**
 * A currency as the page's language writes it beside an amount: "SAR" in English, "ر.س" in Arabic
 * (formatPrice's own word, so a label and the amounts under it agree).
 */
export function currencyName(currency: string): string {
  return formatPrice(0, currency).replace(/^0 /, '');
}
