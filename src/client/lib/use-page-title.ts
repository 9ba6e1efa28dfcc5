import { useEffect } from 'react';
import { APP_NAME } from '@shared/constants';
import { t } from '@client/lib/i18n';

/** Sets the document title for a page: "{title} | Manzil" ("… | منزل"), the title said in the page's language. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${t(title)} | ${t(APP_NAME)}` : t('Manzil — Property and investment marketplace in Saudi Arabia');
  }, [title]);
}
