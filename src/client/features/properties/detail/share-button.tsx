import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { routerBase, t } from '@client/lib/i18n';
import { listingUrl } from './share-links';

// Share on a listing's page (docs/product.md#listing-page): the device's own share sheet where the
// browser has one (the Web Share API, on phones), else a menu with Copy link and WhatsApp, fetched
// with the first click (the menu and its positioning are not worth a phone's first paint).

const ShareMenu = lazy(() => import('./share-menu'));

export function ShareTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="h-11 shrink-0" {...props}>
      <Share2 aria-hidden /> {t('Share')}
    </Button>
  );
}

export function ShareButton({ id, title }: { id: number; title: string }) {
  const [menuWanted, setMenuWanted] = useState(false);
  // The page's own address: an Arabic page shares the Arabic page.
  const url = listingUrl(window.location.origin, id, routerBase);

  // Closing the share sheet without sharing is no error.
  if (typeof navigator.share === 'function') return <ShareTrigger onClick={() => navigator.share({ title, url }).catch(() => undefined)} />;
  if (!menuWanted) return <ShareTrigger aria-haspopup="menu" onClick={() => setMenuWanted(true)} />;
  return (
    <Suspense fallback={<ShareTrigger aria-haspopup="menu" disabled />}>
      <ShareMenu title={title} url={url} />
    </Suspense>
  );
}
