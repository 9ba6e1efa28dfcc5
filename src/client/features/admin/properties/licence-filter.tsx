import { LICENCE_EXPIRING_DAYS } from '@shared/constants';
import { formatLicenceExpiry, licenceState } from '@client/components/property-form/licence-values';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import type { AdminPropertiesQuery } from '../api/calls';

// The Properties tab's licence filter and each row's licence (docs/product.md#ad-licence-and-deed): the listings
// an admin chases are those without a licence, those whose licence runs out within
// LICENCE_EXPIRING_DAYS days, and those whose licence has run out (off the search).

export type LicenceFilter = NonNullable<AdminPropertiesQuery['licence']> | 'any';

const FILTERS: { value: LicenceFilter; label: string }[] = [
  { value: 'any', label: 'Any licence' },
  { value: 'none', label: 'No licence' },
  { value: 'expiring', label: `Expiring within ${LICENCE_EXPIRING_DAYS} days` },
  { value: 'expired', label: 'Licence expired' },
];

export function LicenceFilterSelect({ value, onChange }: { value: LicenceFilter; onChange: (value: LicenceFilter) => void }) {
  return (
    <div className="sm:w-60">
      <Label htmlFor="admin-property-licence" className="sr-only">
        Ad licence
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as LicenceFilter)}>
        <SelectTrigger id="admin-property-licence">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FILTERS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              {f.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** What the listings counted are, under a licence filter: "79 listings in every status, without an ad licence." */
export const COUNTED_UNDER: Record<LicenceFilter, string> = {
  any: 'in every status',
  none: 'in every status, without an ad licence',
  expiring: `in every status, whose licence expires within ${LICENCE_EXPIRING_DAYS} days`,
  expired: 'in every status, whose licence has expired',
};

/** The empty list's message under a licence filter. */
export const NOTHING_UNDER: Record<Exclude<LicenceFilter, 'any'>, string> = {
  none: 'Every listing has an ad licence on file.',
  expiring: `No ad licence runs out within ${LICENCE_EXPIRING_DAYS} days.`,
  expired: 'No listing has an expired ad licence.',
};

/** "Licence expires Dec 3, 2026" in amber within the warning window, "Licence expired …" in red, "No licence" muted. */
export function LicenceLine({ expiresAt, className }: { expiresAt: string | null; className?: string }) {
  const state = licenceState(expiresAt);
  const [text, tone] =
    state === 'none' || !expiresAt
      ? ['No licence', 'text-muted-foreground']
      : state === 'expired'
        ? [`Licence expired ${formatLicenceExpiry(expiresAt)}`, 'font-medium text-destructive']
        : state === 'expiring'
          ? [`Licence expires ${formatLicenceExpiry(expiresAt)}`, 'font-medium text-warning']
          : [`Licensed until ${formatLicenceExpiry(expiresAt)}`, 'text-muted-foreground'];
  return <p className={cn('text-xs', tone, className)}>{text}</p>;
}
