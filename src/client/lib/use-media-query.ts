import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, following it as the window changes (a phone turned, a window
 * resized). Read at the first render, so a page draws its phone or desktop layout at once, with no
 * shift.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The desktop layout's breakpoint (Tailwind's `lg`, 1024 px): below it, phones and tablets. */
export const WIDE_SCREEN = '(min-width: 64rem)';
