import { t } from '@client/lib/i18n';

/**
 * A stored status as the badges show it (docs/product.md#cards): English shows the stored word
 * ("pending", capitalised by CSS), Arabic its name from the shared names catalog ("قيد الانتظار").
 */
export const statusWord = (status: string): string => t(status);
