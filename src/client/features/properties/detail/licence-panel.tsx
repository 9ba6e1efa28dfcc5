import { Link } from 'wouter';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { formatLicenceExpiry } from '@client/components/property-form/licence-values';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import type { PropertyDetail } from '../api/listing';

// Whether the ad is licensed (docs/product.md#ad-licence-and-deed). A licence in force: the "Licensed ad" card with
// the numbers a buyer can check with REGA and the last day it is in force. A licence run out: a
// notice that the listing is off the search and takes no offers, and for its owner the way to renew
// it. No licence: one quiet line, so its absence is stated rather than hidden.

/** The trust panels' frame, shared with the fair-price check's look. */
const PANEL = 'rounded-xl border p-4 text-sm shadow-sm sm:p-5';

export function LicencePanel({ property }: { property: PropertyDetail }) {
  const { user } = useAuth();
  const { adLicenseStatus: status, adLicenseNumber, adLicenseExpiresAt } = property;

  if (status === 'none' || !adLicenseNumber || !adLicenseExpiresAt) {
    return (
      <p className="flex items-center gap-2 px-1 text-sm text-muted-foreground" data-testid="licence-none">
        <ShieldQuestion className="size-4 shrink-0" aria-hidden /> {t('No ad licence on file for this listing.')}
      </p>
    );
  }

  const lastDay = formatLicenceExpiry(adLicenseExpiresAt);
  if (status === 'expired') {
    const mayRenew = user !== null && (user.id === property.developerId || user.role === 'admin');
    return (
      <section
        aria-labelledby="licence-expired-heading"
        className={cn(PANEL, 'border-amber-300 bg-amber-50 text-amber-950')}
        data-testid="licence-expired"
      >
        <h2 id="licence-expired-heading" className="flex items-center gap-2 text-base font-semibold">
          <ShieldAlert className="size-5 shrink-0" aria-hidden /> {t("This ad's licence has expired")}
        </h2>
        <p className="mt-1">
          {t(
            'Its advertising licence ({number}) was in force until {date}. Until it is renewed, the listing is off the search and takes no offers.',
            { number: adLicenseNumber, date: lastDay },
          )}
        </p>
        {mayRenew ? (
          <Button asChild className="mt-4 w-full sm:w-auto">
            <Link href={`/my-listings/${property.id}/edit`}>{t('Renew the licence')}</Link>
          </Button>
        ) : null}
      </section>
    );
  }

  const rows: [string, string | null][] = [
    [msg('Ad licence number'), adLicenseNumber],
    [msg('FAL licence number'), property.falLicenseNumber],
    [msg('Deed number'), property.deedNumber],
  ];
  return (
    <section
      aria-labelledby="licence-heading"
      className={cn(PANEL, 'border-border bg-card text-card-foreground')}
      data-testid="licence-panel"
    >
      <h2 id="licence-heading" className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden /> {t('Licensed ad')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('This ad carries a REGA advertising licence.')}</p>
      <dl className="mt-3 divide-y">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd dir="ltr" className="font-medium tabular-nums">
                {value}
              </dd>
            </div>
          ) : null,
        )}
        <div className="flex justify-between gap-4 pt-2">
          <dt className="text-muted-foreground">{t('Valid until')}</dt>
          <dd className="font-medium">{lastDay}</dd>
        </div>
      </dl>
    </section>
  );
}
