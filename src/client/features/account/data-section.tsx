import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { msg, t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useDownloadData } from './api/account';
import { showFailure } from './form-state';
import { AccountSection } from './section';

// The right to take one's data (docs/product.md#account-pages): everything Manzil holds about the
// person, as one JSON file.

export function DataSection() {
  const download = useDownloadData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (name) => toast({ title: t('Your data is downloading'), description: name }),
      onError: (err) => showFailure(err, t('Your data could not be downloaded. Please try again.')),
    });
  return (
    <AccountSection
      id="data"
      title={msg('Your data')}
      description={t(
        'A copy of everything Manzil holds about you: your profile, listings, offers, inquiries and their messages, investments, notifications, sessions and the e-mails we sent you, as a JSON file.',
      )}
    >
      <Button variant="outline" onClick={start} disabled={download.isPending}>
        <Download aria-hidden /> {download.isPending ? t('Preparing...') : t('Download my data')}
      </Button>
    </AccountSection>
  );
}
