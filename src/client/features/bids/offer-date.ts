import { formatDateTime, formatHijriDate } from '@shared/format';
import { locale } from '@client/lib/i18n';

/**
 * When an offer was made or lapses (docs/product.md#formats): "Nov 26, 2026, 3:00 PM"; on Arabic
 * pages with its Hijri (Umm al-Qura) date beside it, in brackets so it does not read as another
 * of the row's dates: "23 نوفمبر 2026، 8:30 م (13 جمادى الآخرة 1448 هـ)".
 */
export function offerDateTime(value: string): string {
  const at = formatDateTime(value);
  return locale === 'ar' ? `${at} (${formatHijriDate(value)})` : at;
}
