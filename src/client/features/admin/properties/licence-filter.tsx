import { LICENCE_EXPIRING_DAYS } from '@shared/constants';
import { formatLicenceExpiry, licenceState } from '@client/components/property-form/licence-values';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import type { AdminPropertiesQuery } from '../api/calls';

// The Properties tab's licence filter and each row's licence (docs/product.md#ad-licence-and-deed): the listings
// an admin chases are those without a licence, those whose licence runs out within
// LICENCE_EXPIRING_DAYS days, and those whose licence has run out (off the search). The messages are
// said with `{ n: LICENCE_EXPIRING_DAYS }`.

const DAYS = { n: LICENCE_EXPIRING_DAYS };

export type LicenceFilter = NonNullable<AdminPropertiesQuery['licence']> | 'any';

const FILTERS: { value: LicenceFilter; label: string }[] = [
  { value: 'any', label: msg('Any licence') },
  { value: 'none', label: msg('No licence') },
  { value: 'expiring', label: msg('Expiring within {n, plural, one {# day} other {# days}}') },
  { value: 'expired', label: msg('Licence expired') },
];

export function LicenceFilterSelect({ value, onChange }: { value: LicenceFilter; onChange: (value: LicenceFilter) => void }) {
  return (
    <div className="sm:w-60">
      <Label htmlFor="admin-property-licence" className="sr-only">
        {t('Ad licence')}
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as LicenceFilter)}>
        <SelectTrigger id="admin-property-licence">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FILTERS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              {t(f.label, DAYS)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** How many listings there are under a licence filter: "79 listings in every status, without an ad licence." */
const COUNTED_UNDER: Record<LicenceFilter, string> = {
  any: msg('{total} listings in every status.'),
  none: msg('{total} listings in every status, without an ad licence.'),
  expiring: msg('{total} listings in every status, whose licence expires within {n, plural, one {# day} other {# days}}.'),
  expired: msg('{total} listings in every status, whose licence has expired.'),
};

/** "79 listings in every status." under the filter; `total` is the count as written ("79", "1,000+"). */
export const countedUnder = (licence: LicenceFilter, total: string) => t(COUNTED_UNDER[licence], { total, ...DAYS });

/** The empty list's message under a licence filter. */
const NOTHING_UNDER: Record<Exclude<LicenceFilter, 'any'>, string> = {
  none: msg('Every listing has an ad licence on file.'),
  expiring: msg('No ad licence runs out within {n, plural, one {# day} other {# days}}.'),
  expired: msg('No listing has an expired ad licence.'),
};

export const nothingUnder = (licence: Exclude<LicenceFilter, 'any'>) => t(NOTHING_UNDER[licence], DAYS);

/** "Licence expires Dec 3, 2026" in amber within the warning window, "Licence expired …" in red, "No licence" muted. */
export function LicenceLine({ expiresAt, className }: { expiresAt: string | null; className?: string }) {
  const state = licenceState(expiresAt);
  const [text, tone] =
    state === 'none' || !expiresAt
      ? [t('No licence'), 'text-muted-foreground']
      : state === 'expired'
        ? [t('Licence expired {date}', { date: formatLicenceExpiry(expiresAt) }), 'font-medium text-destructive']
        : state === 'expiring'
          ? [t('Licence expires {date}', { date: formatLicenceExpiry(expiresAt) }), 'font-medium text-warning']
          : [t('Licensed until {date}', { date: formatLicenceExpiry(expiresAt) }), 'text-muted-foreground'];
  return <p className={cn('text-xs', tone, className)}>{text}</p>;
}
