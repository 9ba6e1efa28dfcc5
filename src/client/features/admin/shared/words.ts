import { locale, translateMessage } from '@client/lib/i18n';

// Words of the admin's pages in the page's language and direction: names set inside sentences,
// lists, the fields' messages, and inputs of someone's own words.

/**
 * Someone's own words (a title, a name) set inside a sentence: on an Arabic page isolated (U+2068 …
 * U+2069), so an English title keeps its order and its punctuation inside the Arabic sentence.
 */
export const isolated = (text: string): string => (locale === 'ar' ? `\u2068${text}\u2069` : text);

/**
 * An input of someone's own words: typed text reads in its own direction (dir="auto"), and while it
 * is empty its placeholder and caret follow the page's.
 */
export const OWN_WORDS = { dir: 'auto', className: 'placeholder-shown:[direction:inherit]' } as const;

/** A form field's message (the shared schema's, or the server's) in the page's language. */
export const said = (error?: { message?: string }): string | undefined => (error?.message ? translateMessage(error.message) : undefined);

/** Items of a sentence's list, with the page's language's comma ("a, b" / "a، b"). */
export const listOf = (items: string[]): string => items.join(locale === 'ar' ? '، ' : ', ');
