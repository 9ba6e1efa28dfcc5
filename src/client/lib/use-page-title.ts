import { useEffect } from 'react';
import { APP_NAME } from '@shared/constants';

/** Sets the document title for a page: "{title} | Manzil". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : `${APP_NAME} — Property and investment marketplace in Saudi Arabia`;
  }, [title]);
}
