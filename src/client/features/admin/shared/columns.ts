/**
 * A table column shown from the sm breakpoint up. On a phone each tab shows those facts under the
 * row's name instead, so the table fits the screen and the row's actions stay in view.
 */
export const WIDE_ONLY = 'hidden sm:table-cell';
