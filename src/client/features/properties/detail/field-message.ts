import { translateMessage } from '@client/lib/i18n';

/** A form field's message in the page's language: a schema's (from the catalogs), or the server's (already in it). */
export const fieldMessage = (message: string | undefined) => (message ? translateMessage(message) : undefined);
