import { Link2, MessageCircle } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/components/ui/dropdown-menu';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { ShareTrigger } from './share-button';
import { whatsAppShareUrl } from './share-links';

/** Share's menu where the browser has no share sheet: Copy link and WhatsApp. Open as it first appears (Share was clicked). */
export default function ShareMenu({ title, url }: { title: string; url: string }) {
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast({ title: t('Link copied') }),
      () => toast({ title: t('Error'), description: t('Could not copy the link. Copy it from the address bar.'), variant: 'destructive' }),
    );

  // Not modal: the page stays as it is for assistive technology while the small menu is open.
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <ShareTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem className="min-h-11" onSelect={copy}>
          <Link2 aria-hidden /> {t('Copy link')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild className="min-h-11">
          <a href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden /> {t('WhatsApp')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
