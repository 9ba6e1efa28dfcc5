import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import type { EmblaCarouselType } from 'embla-carousel';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { dir, t } from '@client/lib/i18n';
import { showPlaceholder } from '@client/lib/images';
import { arrowStep, photoAlt } from './photo-steps';
import { usePhotoCarousel } from './use-photo-carousel';

// A listing's photos full screen (docs/product.md#listing-page), opened from the gallery: swipe or
// the arrow keys (and buttons) to move, pinch, double-tap / double-click, the wheel or the buttons to
// zoom (react-zoom-pan-pinch), a drag pans a zoomed photo. Escape or Close shuts it; the gallery puts
// focus back on the photo it shows. Loaded with the first tap on a photo, not with the page.

const MAX_SCALE = 4;
const ZOOM_STEP = 0.6;
/** Above this a photo counts as zoomed: a drag pans it rather than moving to the next photo. */
const ZOOMED = 1.01;

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-white transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-40 [&_svg]:size-5';

type Zoom = { index: number; scale: number };

export default function PhotoViewer({
  images,
  title,
  startIndex,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: {
  images: string[];
  title: string;
  startIndex: number;
  /** Told the photo shown, from the first on. */
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const total = images.length;
  const [zoom, setZoom] = useState<Zoom>({ index: startIndex, scale: 1 });
  const zoomNow = useRef(zoom);
  // A drag swipes to the next photo unless the photo is zoomed (then it pans) or two fingers pinch.
  const [watchDrag] = useState(() => (api: EmblaCarouselType, event: MouseEvent | TouchEvent) => {
    const pinching = 'touches' in event && event.touches.length > 1;
    const zoomed = zoomNow.current.index === api.selectedScrollSnap() && zoomNow.current.scale > ZOOMED;
    return !pinching && !zoomed;
  });
  const { viewportRef, current, go, isLoaded } = usePhotoCarousel(total, { startIndex, eager: true, watchDrag });
  const zoomers = useRef<(ReactZoomPanPinchRef | null)[]>([]);
  const scale = zoom.index === current ? zoom.scale : 1;

  const announce = useEffectEvent((index: number) => onIndexChange(index));
  useEffect(() => {
    announce(current);
    // The photo left behind is back at its full view when it is shown again.
    const zoomers_ = zoomers.current;
    return () => {
      zoomers_[current]?.resetTransform(0);
    };
  }, [current]);

  const onTransformed = (index: number, next: number) => {
    zoomNow.current = { index, scale: next };
    setZoom(zoomNow.current);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const zoomer = zoomers.current[current];
    if (e.key === '+' || e.key === '=') zoomer?.zoomIn(ZOOM_STEP);
    else if (e.key === '-') zoomer?.zoomOut(ZOOM_STEP);
    else if (total > 1 && arrowStep(e.key, dir) !== 0) go(arrowStep(e.key, dir));
    else return;
    e.preventDefault();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={onKeyDown}
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-slate-950 p-0 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] text-white sm:max-w-none"
      >
        <div className="flex items-center gap-1 py-1 ps-4 pe-1">
          <DialogTitle dir="auto" className="min-w-0 flex-1 truncate text-start text-base font-medium">
            {title}
          </DialogTitle>
          <DialogDescription className="sr-only">
            {t('Swipe or use the arrow keys to move between the photos; pinch, double-tap or use the zoom buttons to zoom.')}
          </DialogDescription>
          <p className="px-2 text-sm font-medium tabular-nums" aria-live="polite" data-testid="viewer-counter">
            {current + 1} / {total}
          </p>
          <button
            type="button"
            className={iconButton}
            aria-label={t('Zoom out')}
            disabled={scale <= ZOOMED}
            onClick={() => zoomers.current[current]?.zoomOut(ZOOM_STEP)}
          >
            <ZoomOut aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('Zoom in')}
            disabled={scale >= MAX_SCALE}
            onClick={() => zoomers.current[current]?.zoomIn(ZOOM_STEP)}
          >
            <ZoomIn aria-hidden />
          </button>
          <DialogClose className={iconButton} aria-label={t('Close')}>
            <X aria-hidden />
          </DialogClose>
        </div>

        <div className="relative min-h-0 flex-1">
          <div ref={viewportRef} className="size-full overflow-hidden">
            <div className="flex h-full">
              {images.map((src, i) => (
                <div key={`${src}-${i}`} className="h-full min-w-0 shrink-0 grow-0 basis-full" inert={i !== current}>
                  <TransformWrapper
                    ref={(zoomer) => {
                      zoomers.current[i] = zoomer;
                    }}
                    minScale={1}
                    maxScale={MAX_SCALE}
                    doubleClick={{ mode: 'toggle', step: ZOOM_STEP * 2 }}
                    panning={{ disabled: !(zoom.index === i && zoom.scale > ZOOMED) }}
                    onTransform={(_, state) => onTransformed(i, state.scale)}
                  >
                    <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }} contentStyle={{ width: '100%', height: '100%' }}>
                      <img
                        src={isLoaded(i) ? src : undefined}
                        alt={photoAlt(title, i, total)}
                        draggable={false}
                        className="size-full object-contain"
                        onError={showPlaceholder}
                      />
                    </TransformComponent>
                  </TransformWrapper>
                </div>
              ))}
            </div>
          </div>
          {total > 1 ? (
            <>
              <button
                type="button"
                aria-label={t('Previous image')}
                onClick={() => go(-1)}
                className={cn(iconButton, 'absolute start-2 top-1/2 -translate-y-1/2 bg-slate-900/60')}
              >
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('Next image')}
                onClick={() => go(1)}
                className={cn(iconButton, 'absolute end-2 top-1/2 -translate-y-1/2 bg-slate-900/60')}
              >
                <ChevronRight className="rtl:-scale-x-100" aria-hidden />
              </button>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
