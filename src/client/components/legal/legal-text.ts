// The legal texts' date and look, on the legal pages and in the sign-up wizard's dialog.

export const LAST_UPDATED = '21/07/2025';

/** The sections' look (headings, lists). */
export const LEGAL_TEXT =
  'space-y-8 leading-7 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_ul]:space-y-1';
