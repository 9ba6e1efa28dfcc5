import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { dir } from '@client/lib/i18n';
import { photosToLoad, stepPhoto } from './photo-steps';

// The swipeable strip of a listing's photos, shared by the page's gallery and the full-screen viewer:
// embla-carousel follows the finger (touch and mouse drag) and snaps to a photo; the buttons, the
// arrow keys and the thumbnails move it too. Previous on the first photo goes to the last, and back.

type Options = {
  startIndex?: number;
  /** Fetch the first photo's neighbours at once (the viewer, opened to look); else when the visitor reaches for the photos. */
  eager?: boolean;
  /** Asked at the start of each drag: false leaves the gesture to something else (a zoomed photo's panning). */
  watchDrag?: (api: EmblaCarouselType, event: MouseEvent | TouchEvent) => boolean;
};

export function usePhotoCarousel(total: number, { startIndex = 0, eager = false, watchDrag }: Options = {}) {
  // Created once: embla re-initialises whenever its options object changes. The photos run the
  // page's way: on an Arabic page the next one comes from the left, as a swipe and the buttons say.
  const [options] = useState(() => ({ startIndex, watchDrag: watchDrag ?? true, duration: 20, direction: dir }));
  const [viewportRef, api] = useEmblaCarousel(options);
  const [current, setCurrent] = useState(startIndex);
  // Photos are fetched as they come near (the one shown and its neighbours), and kept once fetched.
  // On the page only the first comes with the first paint; its neighbours once the visitor reaches
  // for the gallery (a touch, the pointer over it, focus), so a swipe lands on a photo already there.
  const [loaded, setLoaded] = useState(() => (eager ? photosToLoad(startIndex, total, new Set()) : new Set([startIndex])));
  const warm = useCallback(
    () => setLoaded((before) => photosToLoad(api?.selectedScrollSnap() ?? startIndex, total, before)),
    [api, startIndex, total],
  );

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setCurrent(api.selectedScrollSnap());
      warm();
    };
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', warm);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', warm);
    };
  }, [api, warm]);

  /** Shows photo `index`; `jump` without the slide (to follow the full-screen viewer unseen). */
  const goTo = useCallback((index: number, jump = false) => api?.scrollTo(index, jump), [api]);
  const go = useCallback((delta: number) => api?.scrollTo(stepPhoto(api.selectedScrollSnap(), delta, total)), [api, total]);

  return { viewportRef, current: Math.min(current, total - 1), go, goTo, warm, isLoaded: (index: number) => loaded.has(index) };
}
