import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowRight, Building, Search, TrendingUp } from 'lucide-react';
import { FORM_CITIES, LIST_CAPS, PROPERTY_TYPES } from '@shared/constants';
import { MarketStatsPanel } from '@client/components/market-stats-panel';
import { PropertyCardGrid, PropertyCardGridSkeleton } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { DeferredSelect } from '@client/components/deferred-select';
import { cn } from '@client/lib/cn';
import { useFeaturedProperties } from '@client/features/properties/api/listing';
import { priceBandLabel, priceBandsFor } from '@client/components/price-bands';
import { usePageTitle } from '@client/lib/use-page-title';
import { msg, t } from '@client/lib/i18n';
import { LandingInvestmentsSection } from './investment-sections';
import { lowestActiveMinimum } from './lowest-minimum';
import { useInvestments } from '@client/features/investments/api/investments';
import { BuyRentToggle, type SearchMode } from '@client/components/buy-rent-toggle';

/** The Invest card quotes the lowest minimum open now ("from 5,000 SAR"), once the opportunities have loaded. */
function audienceCards(lowestMinimum: string | null) {
  const investText = lowestMinimum
    ? t('REITs, funds and development projects, from {amount} SAR.', { amount: lowestMinimum })
    : t('REITs, funds and development projects.');
  return [
    { href: '/buy', title: t('Buy or Rent'), text: t('Apartments, villas, offices and land in every major Saudi city.'), Icon: Search },
    { href: '/sell', title: t('Sell'), text: t('List your property and reach thousands of qualified buyers.'), Icon: Building },
    { href: '/invest', title: t('Invest'), text: investText, Icon: TrendingUp },
  ];
}

const DEVELOPER_STEPS = [
  { title: msg('Create a developer profile'), text: msg('Sign up as a developer in a minute.') },
  { title: msg('List your properties'), text: msg('Add photos, prices, features and the exact location.') },
  { title: msg('Connect with buyers'), text: msg('Answer inquiries and accept the offers that suit you.') },
];

export function LandingPage() {
  usePageTitle(undefined);
  return (
    <>
      {/* On phones the hero is shorter and the audience cards follow the quick search, which then sits in the first screen. */}
      <section className="relative overflow-hidden bg-gradient-to-br from-primary to-teal-900 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-24 sm:pb-28">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('Discover Your Dream Property in Saudi Arabia')}</h1>
          <p className="mt-3 max-w-2xl text-base text-teal-50 sm:mt-4 sm:text-lg">
            {t('Homes for sale and rent from Riyadh to Jeddah and the Eastern Province, and real-estate investments you can start small.')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Button asChild size="lg" variant="secondary" className="max-sm:px-4 max-sm:text-sm">
              <Link href="/signup">{t('Get Started')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white max-sm:px-4 max-sm:text-sm"
            >
              <Link href="/buy">{t('Explore Properties')}</Link>
            </Button>
          </div>
          <AudienceCards className="mt-12 hidden sm:grid" />
        </div>
      </section>

      <div className="relative z-10 mx-auto -mt-14 max-w-7xl px-4 sm:-mt-10 sm:px-6">
        <QuickSearch />
      </div>
      <AudienceCards onLight className="mx-4 mt-8 sm:hidden" />

      <FeaturedProperties />

      <LandingInvestmentsSection />

      <MarketStatsPanel />

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="for-developers">
        <h2 id="for-developers" className="text-3xl font-bold tracking-tight">
          {t('For Developers')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('Sell faster with listings that buyers across the Kingdom can find.')}</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {DEVELOPER_STEPS.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <CardContent className="pt-6">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                    aria-hidden
                  >
                    {i + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{t(s.title)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(s.text)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <Button asChild className="mt-8">
          <Link href="/sell">
            {t('Start Selling')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </section>
    </>
  );
}

/** Buy or Rent, Sell, Invest: in the hero, or on phones below the quick search (`onLight`). */
function AudienceCards({ className, onLight = false }: { className?: string; onLight?: boolean }) {
  const { data } = useInvestments();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {audienceCards(data ? lowestActiveMinimum(data) : null).map(({ href, title, text, Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className={cn(
              'group block h-full rounded-xl p-5 ring-1 transition',
              onLight
                ? 'bg-secondary text-secondary-foreground ring-border hover:bg-secondary-hover'
                : 'bg-white/10 ring-white/20 hover:bg-white/15',
            )}
          >
            <Icon className="size-7" aria-hidden />
            <h2 className="mt-3 flex items-center gap-1 text-lg font-semibold">
              {title}{' '}
              <ArrowRight
                className="size-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                aria-hidden
              />
            </h2>
            <p className={cn('mt-1 text-sm', onLight ? 'text-muted-foreground' : 'text-teal-50')}>{text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The first 6 featured listings, shown only if any exist, with a View All link to /buy (docs/product.md#landing-page). */
function FeaturedProperties() {
  const { data, isPending } = useFeaturedProperties();
  const first = data?.slice(0, LIST_CAPS.landingFeatured) ?? [];
  // While loading, skeleton cards hold the section's place (the sections below do not jump down).
  if (!isPending && first.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="featured-properties">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-properties" className="text-3xl font-bold tracking-tight">
            {t('Featured Properties')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('Hand-picked homes and commercial space across the Kingdom.')}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/buy">
            {t('View All')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </div>
      {isPending ? <PropertyCardGridSkeleton count={LIST_CAPS.landingFeatured} /> : <PropertyCardGrid properties={first} />}
    </section>
  );
}

/** Radix Select items may not have an empty value: 'any' stands for "no filter". */
const ANY = 'any';
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);
// Every city and type a listing can have: the forms' lists. Each shows its name in the page's
// language and sends its English value, as /buy reads it.
const cityOptions = () => [{ value: ANY, label: t('All Cities') }, ...FORM_CITIES.map((c) => ({ value: c, label: t(c) }))];
const typeOptions = () => [
  { value: ANY, label: t('All Types') },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: t(capitalize(type)) })),
];
/** Sale prices in Buy mode, rents for a year in Rent mode: /buy's price bands. */
const priceOptions = (mode: SearchMode) => [
  { value: ANY, label: t('Any Price') },
  ...priceBandsFor(mode).map((b) => ({ value: b.id, label: priceBandLabel(b, mode) })),
];

/** The quick search (docs/product.md#landing-page): submitting goes to /buy with the filters as query parameters. */
function QuickSearch() {
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<SearchMode>('buy');
  const [city, setCity] = useState(ANY);
  const [propertyType, setPropertyType] = useState(ANY);
  const [priceRange, setPriceRange] = useState(ANY);

  // A band of one mode means nothing in the other (a sale price is not a year's rent).
  const switchMode = (next: SearchMode) => {
    if (!priceBandsFor(next).some((b) => b.id === priceRange)) setPriceRange(ANY);
    setMode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = new URLSearchParams({ forSale: String(mode === 'buy'), forRent: String(mode === 'rent') });
    if (city !== ANY) q.set('city', city);
    if (propertyType !== ANY) q.set('propertyType', propertyType);
    const band = priceBandsFor(mode).find((b) => b.id === priceRange);
    if (band?.min != null) q.set('minPrice', String(band.min));
    if (band?.max != null) q.set('maxPrice', String(band.max));
    navigate(`/buy?${q.toString()}`);
  };

  return (
    <Card className="gap-0 py-5 shadow-lg">
      <CardContent>
        <form role="search" aria-label={t('Quick property search')} onSubmit={submit} className="grid gap-4">
          <BuyRentToggle mode={mode} onChange={switchMode} />
          {/* On phones two fields to a row, so the Search button shows in the first screen too. */}
          <div className="grid grid-cols-2 items-end gap-4 lg:grid-cols-[1fr_1fr_1fr_auto]">
            <div className="grid gap-2">
              <Label htmlFor="quick-location">{t('Location')}</Label>
              <DeferredSelect id="quick-location" value={city} onValueChange={setCity} options={cityOptions()} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quick-type">{t('Property Type')}</Label>
              <DeferredSelect id="quick-type" value={propertyType} onValueChange={setPropertyType} options={typeOptions()} />
            </div>
            <div className="col-span-2 grid gap-2 sm:col-span-1">
              <Label htmlFor="quick-price">{t('Price Range')}</Label>
              <DeferredSelect id="quick-price" value={priceRange} onValueChange={setPriceRange} options={priceOptions(mode)} />
            </div>
            <Button type="submit" size="lg" className="col-span-2 lg:col-span-1">
              <Search aria-hidden /> {t('Search Properties')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
