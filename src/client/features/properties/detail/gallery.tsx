import { Suspense, lazy, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { dir, t } from '@client/lib/i18n';
import { PLACEHOLDER_IMAGE, cardImageUrl, showPlaceholder } from '@client/lib/images';
import { arrowStep, photoAlt } from './photo-steps';
import { usePhotoCarousel } from './use-photo-carousel';

// The listing page's gallery (docs/product.md#listing-page): swipe, previous/next, thumbnails and an
// "n / total" counter; arrow keys move through the photos while the gallery has focus. A tap or click
// on a photo opens it full screen (PhotoViewer, fetched with the first tap). Badges (Featured, type)
// sit over the photo.

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

const arrowButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function Gallery({ images, title, badges }: { images: string[]; title: string; badges?: ReactNode }) {
  const hasPhotos = images.length > 0;
  const list = hasPhotos ? images : [PLACEHOLDER_IMAGE];
  const total = list.length;
  const { viewportRef, current, go, goTo, warm, isLoaded } = usePhotoCarousel(total);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const photoButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // The photo the viewer showed last: the gallery follows the viewer to it, and focus returns to it.
  const viewerLeftAt = useRef(0);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const step = arrowStep(e.key, dir);
    if (total < 2 || step === 0) return;
    e.preventDefault();
    go(step);
  };

  const altOf = (i: number) => (hasPhotos ? photoAlt(title, i, total) : '');

  return (
    <>
      <section
        aria-roledescription={t('carousel')}
        aria-label={t('Images of {title}', { title })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerEnter={warm}
        onFocus={warm}
        className="space-y-3 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-muted">
          <div ref={viewportRef} className="size-full touch-pan-y touch-pinch-zoom overflow-hidden">
            <div className="flex h-full">
              {list.map((src, i) => {
                const photo = (
                  <img
                    src={isLoaded(i) ? src : undefined}
                    alt={altOf(i)}
                    width={1600}
                    height={1000}
                    draggable={false}
                    // The page's largest paint: fetch it before the other images (the server also preloads the first).
                    fetchPriority={i === 0 ? 'high' : undefined}
                    className="size-full object-cover"
                    onError={showPlaceholder}
                  />
                );
                return (
                  <div key={`${src}-${i}`} className="h-full min-w-0 shrink-0 grow-0 basis-full" inert={i !== current}>
                    {hasPhotos ? (
                      <button
                        type="button"
                        ref={(el) => {
                          photoButtons.current[i] = el;
                        }}
                        aria-haspopup="dialog"
                        onPointerDown={loadViewer}
                        onClick={() => {
                          viewerLeftAt.current = i;
                          setViewerAt(i);
                        }}
                        className="block size-full cursor-zoom-in outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
                      >
                        {photo}
                      </button>
                    ) : (
                      photo
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          {badges ? <div className="pointer-events-none absolute start-3 top-3 flex flex-wrap gap-2">{badges}</div> : null}
          {total > 1 ? (
            <>
              <button type="button" aria-label={t('Previous image')} onClick={() => go(-1)} className={cn(arrowButton, 'start-3')}>
                <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
              </button>
              <button type="button" aria-label={t('Next image')} onClick={() => go(1)} className={cn(arrowButton, 'end-3')}>
                <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden />
              </button>
            </>
          ) : null}
          {/* The "no photo" picture is not a photo to count. */}
          {hasPhotos ? (
            <p
              className="pointer-events-none absolute end-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white tabular-nums"
              aria-live="polite"
              data-testid="gallery-counter"
            >
              {current + 1} / {total}
            </p>
          ) : null}
        </div>

        {total > 1 ? (
          <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('Thumbnails')}>
            {list.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t('Show image {number}', { number: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  className={cn(
                    'block h-16 w-24 overflow-hidden rounded-md border-2 transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:h-20 sm:w-28',
                    i === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                  )}
                >
                  <img src={cardImageUrl(src)} alt="" loading="lazy" className="size-full object-cover" onError={showPlaceholder} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {/* Outside the section: the viewer's arrow keys are its own, not the gallery's as well. */}
      {viewerAt !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            title={title}
            startIndex={viewerAt}
            onIndexChange={(i) => {
              viewerLeftAt.current = i;
              goTo(i, true);
            }}
            onClose={() => setViewerAt(null)}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              photoButtons.current[viewerLeftAt.current]?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
