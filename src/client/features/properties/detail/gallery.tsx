import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { PLACEHOLDER_IMAGE, cardImageUrl, showPlaceholder } from '@client/lib/images';

// The listing page's gallery (docs/product.md#listing-page): previous/next, thumbnails and an "n / total" counter. Arrow keys
// move through the images while the gallery has focus. Badges (Featured, type) sit over the image.

export function Gallery({ images, title, badges }: { images: string[]; title: string; badges?: ReactNode }) {
  const list = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const total = list.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, total - 1);
  const go = (delta: number) => setIndex((i) => (Math.min(i, total - 1) + delta + total) % total);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (total < 2) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Images of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="space-y-3 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-muted">
        <img
          key={list[current]}
          src={list[current]}
          alt={images.length > 0 ? `${title}, image ${current + 1} of ${total}` : ''}
          width={1600}
          height={1000}
          // The page's largest paint: fetch it before the other images (the server also preloads the first).
          fetchPriority={current === 0 ? 'high' : undefined}
          className="size-full object-cover"
          onError={showPlaceholder}
        />
        {badges ? <div className="absolute start-3 top-3 flex flex-wrap gap-2">{badges}</div> : null}
        {total > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => go(-1)}
              className="absolute start-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => go(1)}
              className="absolute end-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ChevronRight className="size-5 rtl:rotate-180" aria-hidden />
            </button>
          </>
        ) : null}
        <p
          className="absolute end-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white tabular-nums"
          aria-live="polite"
          data-testid="gallery-counter"
        >
          {current + 1} / {total}
        </p>
      </div>

      {total > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {list.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
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
  );
}
