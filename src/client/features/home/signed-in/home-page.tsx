import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Building, Search, TrendingUp } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { PropertyCardGrid, PropertyCardGridSkeleton } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { EmptyState, PageLoading } from '@client/components/page-states';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { isNewAccount } from '@client/lib/new-account';
import { cn } from '@client/lib/cn';
import { useFeaturedProperties } from '@client/features/properties/api/listing';
import { WithOwnWords } from '@client/components/with-own-words';
import { LatestInvestmentOpportunities, PortfolioSummary, YourInvestments } from '../investment-sections';
import { BuyerActivity } from './buyer-activity';
import { SellerActivity } from './seller-activity';
import { usePageTitle } from '@client/lib/use-page-title';

// Its own chunk: this page shares its first chunk with the landing page (home-route.tsx).
const RecentlyViewed = lazy(() => import('./recently-viewed'));

export function HomePage() {
  usePageTitle(msg('Home'));
  // HomeRoute shows this page only to a signed-in user; a session that ends later is answered by
  // the query client's 401 handler (the Unauthorized toast and redirect, docs/product.md#waiting-errors-and-sign-in).
  const { user } = useAuth();
  if (!user) return <PageLoading />;

  // The home fits the role (docs/product.md#home): a seller's blocks (developers and admins) or a
  // buyer's (buyers and investors); each role's lists load only when its blocks show.
  const isSeller = user.role === 'developer' || user.role === 'admin';
  const isInvestor = user.role === 'investor';

  const actions = [
    {
      href: '/buy',
      title: t('Browse Properties'),
      text: t('Search homes and commercial property for sale and rent.'),
      Icon: Search,
      show: true,
    },
    { href: '/sell', title: t('List Property'), text: t('Publish a new listing for buyers to find.'), Icon: Building, show: isSeller },
    {
      href: '/invest',
      title: t('Explore Investments'),
      text: t('REITs, funds and development projects.'),
      Icon: TrendingUp,
      show: true,
    },
  ].filter((a) => a.show);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">
        <Welcome name={user.firstName} isNew={isNewAccount(user.id)} />
      </h1>
      <p className="mt-1 text-muted-foreground">
        {isSeller
          ? t('Here is what waits on your listings.')
          : isInvestor
            ? t('Here is how your investments, offers and inquiries stand.')
            : t('Here is where your offers and inquiries stand.')}
      </p>
      <ul className={cn('mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4', actions.length === 3 && 'lg:grid-cols-3')}>
        {actions.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link href={href} className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Card className="h-full py-3 transition hover:border-primary hover:shadow-md sm:py-6">
                <CardContent className="flex items-center gap-4 px-4 sm:px-6">
                  <span className="rounded-lg bg-primary/10 p-2 text-primary sm:p-3">
                    <Icon className="size-5 sm:size-6" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold sm:text-lg">{title}</span>
                    {/* On a phone the cards are one line each, so the blocks below come into view. */}
                    <span className="hidden text-sm text-muted-foreground sm:block">{text}</span>
                  </span>
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>

      {/* An investor's home leads with their investments, as it always has. */}
      {isInvestor ? (
        <>
          <YourInvestments />
          <PortfolioSummary />
        </>
      ) : null}
      {isSeller ? <SellerActivity /> : <BuyerActivity />}
      <Suspense fallback={null}>
        <RecentlyViewed />
      </Suspense>
      <HomeFeaturedProperties />
      {/* Anyone may invest: the others see their investments once they have some. */}
      {isInvestor ? null : <YourInvestments onlyWhenAny />}
      <LatestInvestmentOpportunities />
    </div>
  );
}

/** "Welcome back, Noura!"; a user with no first name is "User" in English, and no name at all in Arabic. */
function Welcome({ name, isNew }: { name?: string | null; isNew: boolean }) {
  if (!name) return isNew ? t('Welcome to Manzil, User!') : t('Welcome back, User!');
  const say = isNew
    ? (mark: string) => t('Welcome to Manzil, {name}!', { name: mark })
    : (mark: string) => t('Welcome back, {name}!', { name: mark });
  return <WithOwnWords say={say} words={name} />;
}

/** Home (docs/product.md#home): the first 3 featured listings with a View All button to /buy. */
function HomeFeaturedProperties() {
  const { data, isPending, isError } = useFeaturedProperties();
  const first = data?.slice(0, LIST_CAPS.homeDashboard) ?? [];
  return (
    <section className="mt-12" aria-labelledby="home-featured-properties">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="home-featured-properties" className="text-2xl font-bold tracking-tight">
          {t('Featured Properties')}
        </h2>
        <Button asChild variant="outline">
          <Link href="/buy">
            {t('View All')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </div>
      {isPending ? (
        <PropertyCardGridSkeleton count={LIST_CAPS.homeDashboard} />
      ) : isError ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
          {t('Unable to load featured properties. Please try again.')}
        </p>
      ) : first.length === 0 ? (
        <EmptyState title={t('No properties found')} message={t('Featured listings will appear here.')} />
      ) : (
        <PropertyCardGrid properties={first} />
      )}
    </section>
  );
}
